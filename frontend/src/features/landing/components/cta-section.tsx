import styled from 'styled-components';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { goToLogin } from '@/lib/navigation';

const stats = [
  { value: '2,500+', label: 'Active Tradesmen' },
  { value: '15,000+', label: 'Completed Projects' },
  { value: '4.8/5', label: 'Average Rating' },
];

export function CtaSection() {
  return (
    <Section aria-labelledby="cta-title">
      <Container>
        <Inner>
          <div>
            <h2 id="cta-title">Ready to let your work speak for itself?</h2>
            <p>Create a free profile, upload your best projects and start winning the jobs you actually want.</p>
            <Button $variant="accent" $size="lg" onClick={goToLogin}>
              <UserPlus size={18} aria-hidden="true" />
              Create Your Profile
            </Button>
          </div>
          <Stats>
            {stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </Stats>
        </Inner>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
  background: ${({ theme }) => theme.colors.bg};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  color: white;
  background:
    radial-gradient(circle at 100% 0%, rgba(58, 150, 172, 0.28), transparent 45%), linear-gradient(135deg, #0a2a33, #0f3d4a 60%, #1a5b6b);
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    color: inherit;
    font-size: clamp(1.75rem, 3.5vw, 2.375rem);
  }
  p {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(7)};
    color: rgba(255, 255, 255, 0.8);
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1.2fr 1fr;
    padding: ${({ theme }) => theme.space(14)};
  }
`;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
    border: 1px solid rgba(255, 255, 255, 0.14);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.06);
  }
  dt {
    color: rgba(255, 255, 255, 0.75);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accent};
    letter-spacing: -0.02em;
  }
`;
