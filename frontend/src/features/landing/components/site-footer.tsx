import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/logo';
import { MemberLink } from '@/components/member-link';
import { paths } from '@/config/paths';

/** `members`: a members-only page, so visitors get the sign-in dialog instead of a redirect. */
type FooterLink = { label: string; to: string; members?: boolean };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'For Tradesmen',
    links: [
      { label: 'Create Profile', to: paths.profileEdit, members: true },
      { label: 'Portfolio Tools', to: paths.portfolio, members: true },
      { label: 'Community Forum', to: paths.community, members: true },
      { label: 'Training Resources', to: paths.blog },
      { label: 'Pricing', to: `${paths.howItWorks}#what-it-costs` },
    ],
  },
  {
    title: 'For Clients',
    links: [
      { label: 'Find Tradesmen', to: paths.search, members: true },
      { label: 'Post Project', to: paths.createProject },
      { label: 'How It Works', to: paths.howItWorks },
      { label: 'Safety & Trust', to: paths.safety },
      { label: 'Get Quote', to: paths.search, members: true },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: paths.help },
      { label: 'Contact Us', to: paths.contact },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Dispute Resolution', to: paths.disputes },
      { label: 'Cookie Notice', to: paths.cookies },
    ],
  },
];

export function SiteFooter() {
  return (
    <Footer>
      <Container>
        <Grid>
          <Brand>
            <Link to="/" aria-label="TradeGuild home">
              <Logo inverted />
            </Link>
            <p>The UK marketplace where skilled tradespeople showcase their craft and homeowners hire with confidence.</p>
          </Brand>
          {columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2>{col.title}</h2>
              <ul role="list">
                {col.links.map((l) => (
                  <li key={l.label}>{l.members ? <MemberLink to={l.to}>{l.label}</MemberLink> : <Link to={l.to}>{l.label}</Link>}</li>
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
  color: rgba(255, 255, 255, 0.78);
  a,
  button {
    color: rgba(255, 255, 255, 0.78);
    text-decoration: none;
  }
  a:hover,
  button:hover {
    color: white;
    text-decoration: underline;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  h2 {
    margin-bottom: ${({ theme }) => theme.space(4)};
    color: white;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2.5)};
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  max-width: 360px;
  p {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-column: auto;
  }
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
