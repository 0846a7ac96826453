import styled from 'styled-components';
import { ArrowRight, GraduationCap, HeartHandshake, MessagesSquare, Trophy } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { MemberLink } from '@/components/member-link';
import { paths } from '@/config/paths';
import { Container } from '@/components/ui/container';
import { LandingSection, SectionHeading } from './section-heading';

/** `members`: the community is members-only, so visitors get the sign-in dialog; the blog and How It Works are public. */
const cards = [
  {
    icon: MessagesSquare,
    title: 'Professional Forum',
    text: 'Technical questions, regulations and tools: answered by people who do the job every day.',
    tint: '#1d6577',
    to: paths.community,
    members: true,
  },
  {
    icon: GraduationCap,
    title: 'Training Resources',
    text: 'Guides and CPD-friendly courses on new tech, from heat pumps to smart home systems.',
    tint: '#9a5f12',
    to: paths.blog,
    members: false,
  },
  {
    icon: HeartHandshake,
    title: 'Mentorship',
    text: 'Apprentices and newly qualified trades paired with experienced professionals.',
    tint: '#2f7d57',
    to: paths.community,
    members: true,
  },
  {
    icon: Trophy,
    title: 'Peer Recognition',
    text: 'Endorsements and skill badges awarded by fellow tradespeople, not bought.',
    tint: '#6a4fa3',
    to: paths.howItWorks,
    members: false,
  },
];

export function CommunityBlock() {
  return (
    <LandingSection aria-labelledby="community-title" $tone="white">
      <Container>
        <SectionHeading
          id="community-title"
          eyebrow="A professional community"
          title="Built for the trade, not just for leads"
          text="TradeGuild is where tradespeople learn, share and grow their reputation together."
        />
        <Grid role="list">
          {cards.map(({ icon: Icon, title, text, tint, to, members }) => (
            <Item key={title}>
              <IconBox style={{ color: tint, background: `${tint}18` }} aria-hidden="true">
                <Icon size={24} />
              </IconBox>
              <h3>{title}</h3>
              <p>{text}</p>
              {members ? (
                <MemberLink to={to} look="ghost" size="sm" aria-label={`Learn More about ${title}`}>
                  Learn More
                  <ArrowRight size={16} aria-hidden="true" />
                </MemberLink>
              ) : (
                <ButtonLink to={to} $variant="ghost" $size="sm" aria-label={`Learn More about ${title}`}>
                  Learn More
                  <ArrowRight size={16} aria-hidden="true" />
                </ButtonLink>
              )}
            </Item>
          ))}
        </Grid>
      </Container>
    </LandingSection>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > button,
  > a {
    margin-left: -14px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  width: 50px;
  height: 50px;
  border-radius: 14px;
`;
