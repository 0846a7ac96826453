import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/logo';

const columns = [
  { title: 'For Tradesmen', links: ['Create Profile', 'Portfolio Tools', 'Community Forum', 'Training Resources', 'Pricing'] },
  { title: 'For Clients', links: ['Find Tradesmen', 'Post Project', 'How It Works', 'Safety & Trust', 'Get Quote'] },
  { title: 'Support', links: ['Help Center', 'Contact Us', 'Terms of Service', 'Privacy Policy', 'Dispute Resolution'] },
];

// Footer entries are placeholders until those pages exist.
const placeholder = (event: MouseEvent) => event.preventDefault();

export function SiteFooter() {
  return (
    <Footer>
      <Container>
        <Grid>
          <Brand>
            <Link to="/" aria-label="TradeGuild home"><Logo inverted /></Link>
            <p>The UK marketplace where skilled tradespeople showcase their craft and homeowners hire with confidence.</p>
          </Brand>
          {columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2>{col.title}</h2>
              <ul role="list">
                {col.links.map((l) => (
                  <li key={l}><a href="#" onClick={placeholder}>{l}</a></li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
        <Bottom>
          <p>© {new Date().getFullYear()} TradeGuild Ltd. Registered in England &amp; Wales.</p>
          <Link to="/blog">Blog</Link>
        </Bottom>
      </Container>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(16)} 0 ${({ theme }) => theme.space(8)};
  background: #081f26;
  color: rgba(255, 255, 255, 0.7);
  a { color: rgba(255, 255, 255, 0.7); text-decoration: none; }
  a:hover { color: white; text-decoration: underline; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  h2 { margin-bottom: ${({ theme }) => theme.space(4)}; color: white; font-size: ${({ theme }) => theme.fontSizes.sm}; letter-spacing: 0.06em; text-transform: uppercase; }
  ul { display: grid; gap: ${({ theme }) => theme.space(2.5)}; padding: 0; list-style: none; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  max-width: 360px;
  p { margin-top: ${({ theme }) => theme.space(4)}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-column: auto; }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
