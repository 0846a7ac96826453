import styled from 'styled-components';
import { CalendarClock, MapPin, PoundSterling, Quote } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { MemberLink } from '@/components/member-link';
import { paths } from '@/config/paths';
import type { SampleShowcase } from '../data/sample-content';

export function ShowcaseCard({ showcase: s }: { showcase: SampleShowcase }) {
  return (
    <Card>
      <Images>
        <figure>
          <img src={s.before.src} alt={s.before.alt} width={480} height={340} />
          <Tag>Before</Tag>
        </figure>
        <figure>
          <img src={s.after.src} alt={s.after.alt} width={480} height={340} />
          <Tag $after>After</Tag>
        </figure>
      </Images>
      <Body>
        <Trades role="list" aria-label="Trades involved">
          {s.trades.map((t) => (
            <li key={t}>
              <Badge $variant="accent">{t}</Badge>
            </li>
          ))}
        </Trades>
        <h3>{s.title}</h3>
        <By>by {s.tradesmen}</By>
        <p>{s.summary}</p>
        <Facts>
          <span>
            <MapPin size={15} aria-hidden="true" />
            {s.location}
          </span>
          <span>
            <PoundSterling size={15} aria-hidden="true" />
            {s.budget}
          </span>
          <span>
            <CalendarClock size={15} aria-hidden="true" />
            {s.duration}
          </span>
        </Facts>
        <Testimonial>
          <Quote size={18} aria-hidden="true" />
          <p>{s.testimonial.quote}</p>
          <footer>{s.testimonial.author}</footer>
        </Testimonial>
        {/* Sample showcases: members get the dashboard's featured projects; visitors the sign-in dialog. */}
        <MemberLink to={paths.home} look="primary" aria-label={`View Full Project: ${s.title}`}>
          View Full Project
        </MemberLink>
      </Body>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Images = styled.div`
  display: grid;
  gap: 3px;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
  background: ${({ theme }) => theme.colors.border};
  figure {
    position: relative;
  }
  img {
    width: 100%;
    aspect-ratio: 480 / 340;
    height: auto;
    object-fit: cover;
  }
`;

const Tag = styled.figcaption<{ $after?: boolean }>`
  position: absolute;
  left: 12px;
  top: 12px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme, $after }) => ($after ? theme.colors.brandStrong : theme.colors.white)};
  background: ${({ theme, $after }) => ($after ? theme.colors.accent : 'rgba(10, 42, 51, 0.78)')};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
  padding: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(7)};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > button,
  > a {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const Trades = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  list-style: none;
`;

const By = styled.p`
  margin-top: -6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand} !important;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Testimonial = styled.blockquote`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  background: ${({ theme }) => theme.colors.bg};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin-top: 4px;
    font-style: italic;
  }
  footer {
    margin-top: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
