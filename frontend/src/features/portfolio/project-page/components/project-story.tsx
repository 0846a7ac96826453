import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FileText, Lightbulb, Quote, Target } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import type { PortfolioProject } from '../api/get-portfolio-project';

/** The description, then challenge and solution side by side, then the client's words. */
export function ProjectStory({ project: p }: { project: PortfolioProject }) {
  return (
    <Card as="section" aria-labelledby="story-title">
      <CardHeader>
        <CardTitle id="story-title">
          <FileText size={18} aria-hidden="true" />
          About this project
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Text $empty={!p.description}>{p.description || 'No description available'}</Text>
        <Pair>
          <Block icon={<Target size={18} />} title="The challenge" text={p.challenge} />
          <Block icon={<Lightbulb size={18} />} title="The solution" text={p.solution} />
        </Pair>
        {p.clientTestimonial && (
          <Testimonial>
            <Quote size={22} aria-hidden="true" />
            <blockquote>{p.clientTestimonial}</blockquote>
            <figcaption>The client</figcaption>
          </Testimonial>
        )}
      </CardBody>
    </Card>
  );
}

function Block({ icon, title, text }: { icon: ReactNode; title: string; text: string | null }) {
  return (
    <div>
      <h3>
        <span aria-hidden="true">{icon}</span>
        {title}
      </h3>
      <Text $empty={!text}>{text || 'Not specified'}</Text>
    </div>
  );
}

const Text = styled.p<{ $empty: boolean }>`
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textSubtle : theme.colors.text)};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  > div {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandTint};
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 span {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Testimonial = styled.figure`
  position: relative;
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(12)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  > svg {
    position: absolute;
    left: 16px;
    top: 18px;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  blockquote {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-style: italic;
    overflow-wrap: anywhere;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
