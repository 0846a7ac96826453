import styled from 'styled-components';
import { PenSquare } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { media } from '@/styles/theme';
import { useBlogStats } from '../../api/get-admin-stats';

/** 'Manage Blog Posts' and the blog's real figures (GET /api/blog/stats). */
export function BlogTab() {
  const { data, isLoading, isError } = useBlogStats();
  const figure = (value: number | undefined) => (isLoading ? '…' : isError ? '–' : String(value ?? 0));
  return (
    <Stack>
      <div>
        <ButtonLink to={paths.adminBlog}>
          <PenSquare size={16} aria-hidden="true" /> Manage Blog Posts
        </ButtonLink>
      </div>
      {isError && <p role="alert">Failed to load the blog figures.</p>}
      <Grid>
        <Figure>
          <dt>Published posts</dt>
          <dd>{figure(data?.published)}</dd>
        </Figure>
        <Figure>
          <dt>Drafts</dt>
          <dd>{figure(data?.drafts)}</dd>
        </Figure>
        <Figure>
          <dt>Total views</dt>
          <dd>{figure(data?.totalViews)}</dd>
        </Figure>
      </Grid>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;
const Grid = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Figure = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  dd {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 700;
  }
`;
