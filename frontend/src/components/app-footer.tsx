import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { trustLinks, trustPageKeys } from '@/config/trust-links';
import { Container } from './ui/container';

/** The slim footer of app pages (the landing page has its own full footer). */
export function AppFooter() {
  return (
    <Footer>
      <Container>
        <Row>
          <p>© {new Date().getFullYear()} TradeGuild Ltd. Skilled UK tradespeople, proven by their work.</p>
          <nav aria-label="Footer">
            <Link to="/blog">Blog</Link>
            <Link to="/community">Community</Link>
            {trustPageKeys.map((k) => (
              <Link key={k} to={trustLinks[k].to}>
                {trustLinks[k].label}
              </Link>
            ))}
          </nav>
        </Row>
      </Container>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(6)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;
