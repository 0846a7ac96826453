import styled from 'styled-components';
import { Home } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export function NotFoundRoute() {
  return (
    <Container>
      <Wrap>
        <img src="/images/not-found.svg" alt="A signpost pointing in three directions beside an empty plot" width={320} height={220} />
        <Code>404</Code>
        <h1>Page Not Found</h1>
        <p>The page you’re looking for doesn’t exist or may have moved.</p>
        <ButtonLink to="/" $size="lg">
          <Home size={18} aria-hidden="true" />
          Go to the home page
        </ButtonLink>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
  text-align: center;
  img {
    width: min(320px, 100%);
    aspect-ratio: 320 / 220;
    height: auto;
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.accentStrong} !important;
  margin: 0 !important;
`;
