import styled from 'styled-components';
import { AlertTriangle, MessageSquareText } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { EmptyState } from '@/components/feedback/empty-state';
import { formatDate } from '@/lib/format';
import { useProjectReviews } from '../api/get-project-reviews';

export function ProjectReviews({ projectId }: { projectId: string }) {
  const { data, isPending, isError } = useProjectReviews(projectId);
  return (
    <Card as="section" aria-labelledby="project-reviews-title">
      <CardHeader>
        <CardTitle id="project-reviews-title">
          <MessageSquareText size={18} aria-hidden="true" />
          Project Reviews
        </CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <Skeleton $h="80px" $radius="12px" />
        ) : isError ? (
          <EmptyState tone="danger" icon={AlertTriangle} title="Failed to load reviews" />
        ) : data.length === 0 ? (
          <EmptyState icon={MessageSquareText} title="No reviews for this project yet" />
        ) : (
          <List>
            {data.map((r) => (
              <li key={r.id}>
                <Head>
                  <Stars value={r.rating} />
                  <strong>{r.clientName || 'Client'}</strong>
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                </Head>
                {r.comment && <p>{r.comment}</p>}
              </li>
            ))}
          </List>
        )}
      </CardBody>
    </Card>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 6px;
    padding: ${({ theme }) => theme.space(3.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    padding-top: 0;
  }
  li:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  time {
    margin-left: auto;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
