import styled from 'styled-components';
import { Award, Images, ShieldCheck, UsersRound } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LandingSection, SectionHeading } from './section-heading';

const cards = [
  {
    icon: Images,
    title: 'Skills Showcase',
    text: 'Every tradesperson has a living portfolio: before-and-after photos, the challenge, the solution and the materials used. Judge the work, not the advert.',
    points: ['Before & after galleries', 'Skill badges and endorsements'],
  },
  {
    icon: UsersRound,
    title: 'Multi-Trade Collaboration',
    text: 'Kitchens, extensions and loft conversions need more than one trade. Post once and bring joiners, electricians, plumbers and plasterers together as one team.',
    points: ['One project, many trades', 'Shared timeline and messaging'],
  },
  {
    icon: ShieldCheck,
    title: 'Verified Quality',
    text: 'We check identity, insurance and trade accreditations such as Gas Safe and NICEIC, and only clients who hired the tradesperson can leave a review.',
    points: ['Insurance and accreditation checks', 'Reviews from real jobs only'],
  },
];

export function WhyDifferent() {
  return (
    <LandingSection aria-labelledby="why-title" $tone="white">
      <Container>
        <SectionHeading
          id="why-title"
          eyebrow="Why TradeGuild is different"
          title="A marketplace built around craftsmanship"
          text="Most sites sell leads. We help great tradespeople prove their skill, and help you hire with confidence."
        />
        <Grid role="list">
          {cards.map(({ icon: Icon, title, text, points }) => (
            <Item key={title}>
              <IconBox aria-hidden="true">
                <Icon size={26} />
              </IconBox>
              <h3>{title}</h3>
              <p>{text}</p>
              <ul>
                {points.map((p) => (
                  <li key={p}>
                    <Award size={15} aria-hidden="true" />
                    {p}
                  </li>
                ))}
              </ul>
            </Item>
          ))}
        </Grid>
      </Container>
    </LandingSection>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(7)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surface} 0%, ${({ theme }) => theme.colors.bg} 100%);
  h3 {
    margin-top: ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    margin-top: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: grid;
    gap: 8px;
    margin-top: ${({ theme }) => theme.space(5)};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
  }
  li svg {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 16px;
  color: ${({ theme }) => theme.colors.white};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, #237487);
  box-shadow: 0 10px 20px -10px rgba(15, 61, 74, 0.7);
`;
