import styled from 'styled-components';
import { AlertTriangle, CalendarClock, CalendarDays, ImagePlus, MapPin, MessagesSquare, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { BackLink } from '@/components/ui/back-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { cardSurface } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { workStartText } from './work-start';
import { useProjectApplications } from '../../quotes/api/get-project-applications';
import { RoomUnreadBadge } from '../../room/components/room-unread-badge';
import { useClientProject } from '../api/get-client-project';
import { useClientProjectSignals } from '../hooks/use-client-project-signals';
import { ProjectActions } from './project-actions';
import { QuoteComparison } from './quote-comparison';
import { UploadImage } from '@/components/ui/upload-image';

/** /my-projects/{id}: one of my projects, its details and photos, its quotes compared by trade, and its room. */
export function ProjectPage({ id }: { id: string }) {
  useClientProjectSignals();
  const { data: project, isLoading, isError, error, refetch } = useClientProject(id);
  const quotes = useProjectApplications(id);
  if (isLoading) return <PageSkeleton />;
  if (isError || !project) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <Container>
        <Page>
          <BackLink to={paths.myProjects}>Back to My Projects</BackLink>
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title={missing ? 'Project not found' : 'Failed to load project'}
            text={missing ? 'It may have been removed, or it belongs to another account.' : 'Please check your connection and try again.'}
            action={
              missing ? (
                <ButtonLink to={paths.myProjects}>View your projects</ButtonLink>
              ) : (
                <Button $variant="outline" onClick={() => refetch()}>
                  Try Again
                </Button>
              )
            }
          />
        </Page>
      </Container>
    );
  }
  const hired = new Set((quotes.data ?? []).filter((q) => q.status === 'accepted').flatMap((q) => q.trades));
  return (
    <Container>
      <Page>
        <BackLink to={paths.myProjects}>Back to My Projects</BackLink>
        <Header>
          <div>
            <Badges>
              <Badge $variant={project.status === 'open' ? 'default' : 'secondary'}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
              <Posted>
                <CalendarDays size={14} aria-hidden="true" />
                Posted {formatDate(project.createdAt)}
                {project.startDate && <> · {workStartText(project.startDate)}</>}
              </Posted>
            </Badges>
            <h1>{project.title}</h1>
          </div>
          <ProjectActions project={project} hasHire={hired.size > 0} />
        </Header>

        <Details aria-labelledby="project-details">
          <h2 id="project-details" className="visually-hidden">
            Project details
          </h2>
          <About>
            <Description>{project.description}</Description>
            {project.photos.length === 0 && project.status === 'open' && (
              <NoPhotos>
                <ImagePlus size={18} aria-hidden="true" />
                No photos yet. Photos help tradespeople quote accurately: add up to 10 with Edit project.
              </NoPhotos>
            )}
            {project.photos.length > 0 && (
              <Photos aria-label="Photos">
                {project.photos.map((src, i) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noreferrer">
                      <UploadImage src={src} sizes="200px" alt={`Project photo ${i + 1}`} width={200} height={150} loading="lazy" />
                    </a>
                  </li>
                ))}
              </Photos>
            )}
          </About>
          <Facts>
            <div>
              <dt>
                <MapPin size={15} aria-hidden="true" />
                Location
              </dt>
              <dd>{project.location ?? 'Not specified'}</dd>
            </div>
            <div>
              <dt>
                <Wallet size={15} aria-hidden="true" />
                Budget
              </dt>
              <dd>{project.budget ?? 'Not specified'}</dd>
            </div>
            <div>
              <dt>
                <CalendarClock size={15} aria-hidden="true" />
                Timeline
              </dt>
              <dd>{project.timeline ?? 'Not specified'}</dd>
            </div>
            <div>
              <dt>Trades</dt>
              <dd>
                <TradeList>
                  {project.requiredTrades.map((t) => (
                    <li key={t}>
                      <Badge $variant={hired.has(t) ? 'success' : 'outline'}>{hired.has(t) ? `${t} · hired` : t}</Badge>
                    </li>
                  ))}
                </TradeList>
              </dd>
            </div>
          </Facts>
        </Details>

        {hired.size > 0 && (
          <RoomCard>
            <MessagesSquare size={22} aria-hidden="true" />
            <div>
              <h2>Project room</h2>
              <p>One conversation with everyone you hired: plans, access, progress.</p>
            </div>
            <RoomUnreadBadge projectId={project.id} />
            <ButtonLink to={paths.myProjectRoom(project.id)} $variant="outline">
              Open project room
            </ButtonLink>
          </RoomCard>
        )}

        <section aria-labelledby="quotes-title">
          <QuotesHead>
            <h2 id="quotes-title">Quotes</h2>
            <p>Compare quotes for each trade side by side, message a tradesperson about this project, then hire one per trade.</p>
          </QuotesHead>
          <QuoteComparison project={project} />
        </section>
      </Page>
    </Container>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(16)};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  > div:first-child {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
  }
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Posted = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  ${cardSurface}
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
  @media (max-width: 479.98px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
`;

const Description = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: 0;
  list-style: none;
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    aspect-ratio: 4 / 3;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Facts = styled.dl`
  display: grid;
  align-content: start;
  margin: 0;
  > div {
    display: grid;
    gap: 4px;
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > div:first-child {
    padding-top: 0;
  }
  > div:last-child {
    border-bottom: none;
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const TradeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const RoomCard = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandTint};
  border: 1px solid ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  > div {
    flex: 1 1 240px;
    min-width: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const QuotesHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NoPhotos = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex-shrink: 0;
  }
`;
