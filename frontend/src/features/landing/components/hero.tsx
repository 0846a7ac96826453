import styled from 'styled-components';
import { BadgeCheck, Clock, Search, ShieldCheck, Star, Hammer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { goToLogin, goToTradesmanLogin } from '@/lib/navigation';

const trust = [
  { icon: Star, strong: '4.9/5', text: 'homeowner rating' },
  { icon: BadgeCheck, strong: '2,500+', text: 'verified tradesmen' },
  { icon: Clock, strong: 'Under 2 hours', text: 'average response' },
  { icon: ShieldCheck, strong: '95%', text: 'verified professionals' },
];

export function Hero() {
  return (
    <Section aria-labelledby="hero-title">
      <Container>
        <Grid>
          <Copy>
            <Kicker>More than lead generation</Kicker>
            <h1 id="hero-title">
              Skilled UK tradespeople, <em>proven by their work.</em>
            </h1>
            <Lead>
              Browse real portfolios, verified reviews and peer endorsements. Hire one expert, or a coordinated team of trades for the whole
              project.
            </Lead>
            <Actions>
              <Button $variant="accent" $size="lg" onClick={goToLogin}>
                <Search size={18} aria-hidden="true" />
                Find Expert Tradesmen
              </Button>
              <Button $variant="light" $size="lg" onClick={goToTradesmanLogin}>
                <Hammer size={18} aria-hidden="true" />
                Join as Professional
              </Button>
            </Actions>
            <Trust role="list">
              {trust.map(({ icon: Icon, strong, text }) => (
                <li key={text}>
                  <Icon size={18} aria-hidden="true" />
                  <span>
                    <strong>{strong}</strong> {text}
                  </span>
                </li>
              ))}
            </Trust>
          </Copy>
          <Art>
            <img
              src="/images/hero-renovation.svg"
              alt="Illustration of a renovated Victorian terrace house with a tradesperson on scaffolding and a finished extension"
              width={560}
              height={480}
            />
          </Art>
        </Grid>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
  color: ${({ theme }) => theme.colors.white};
  background:
    radial-gradient(ellipse at 85% 15%, rgba(58, 150, 172, 0.28), transparent 45%),
    radial-gradient(ellipse at 0% 100%, rgba(45, 132, 153, 0.35), transparent 55%),
    linear-gradient(160deg, #0a2a33 0%, #0f3d4a 55%, #134d5c 100%);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding: ${({ theme }) => theme.space(20)} 0;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1.05fr 1fr;
  }
`;

const Copy = styled.div`
  h1 {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: clamp(2.25rem, 5.4vw, 3.6rem);
    letter-spacing: -0.03em;
    color: inherit;
  }
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Kicker = styled.p`
  display: inline-flex;
  padding: 6px 14px;
  border: 1px solid rgba(255, 255, 255, 0.22);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.06);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Lead = styled.p`
  max-width: 540px;
  margin-top: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: rgba(255, 255, 255, 0.8);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  > button {
    flex: 1 1 220px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    > button {
      flex: 0 0 auto;
    }
  }
`;

const Trust = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(5)} 0 0;
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.78);
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accent};
  }
  strong {
    color: white;
  }
`;

const Art = styled.div`
  img {
    width: 100%;
    max-width: 560px;
    aspect-ratio: 560 / 480;
    height: auto;
    margin: 0 auto;
    filter: drop-shadow(0 30px 50px rgba(0, 0, 0, 0.35));
  }
`;
