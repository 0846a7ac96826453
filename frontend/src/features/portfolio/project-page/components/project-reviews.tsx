import styled from 'styled-components';
import { AlertTriangle, BadgeCheck, Mail, MessageSquareText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { EmptyState } from '@/components/feedback/empty-state';
import { formatDate } from '@/lib/format';
import { useProjectReviews } from '../api/get-project-reviews';

/** The project's reviews, each labelled 'Verified job' or 'Invited by the tradesman', with the tradesman's response under it. */
export function ProjectReviews({ projectId, businessName }: { projectId: string; businessName: string }) {
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
                  {r.isVerified ? (
                    <Badge $variant="success">
                      <BadgeCheck aria-hidden="true" />
                      {r.projectId ? 'Verified job' : 'Verified'}
                    </Badge>
                  ) : (
                    <Badge $variant="secondary">
                      <Mail aria-hidden="true" />
                      Invited by the tradesman
                    </Badge>
                  )}
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                </Head>
                {r.comment && <p>{r.comment}</p>}
                {r.reply && (
                  <Response aria-label={`Response from ${businessName}`}>
                    <strong>Response from {businessName}</strong>
                    <p>{r.reply}</p>
                  </Response>
                )}
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

const Response = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 3px solid ${({ theme }) => theme.colors.brandSoft};
  background: ${({ theme }) => theme.colors.brandTint};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
