import { History } from 'lucide-react';
import { clientProjectStreamId } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { formatBudget, formatDate } from '@/lib/format';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { historyPath, orNotSpecified } from '../../lib/format';
import { DirectorySection } from './directory-section';
import { IconLink, Nowrap, RowActions } from './row-actions';

type Props = { search: string; onSearch: (text: string) => void };

const statusLabel = (status: string) => PROJECT_STATUS_LABELS[status as keyof typeof PROJECT_STATUS_LABELS] ?? 'Open';

export function ProjectsTab({ search, onSearch }: Props) {
  return (
    <DirectorySection
      kind="projects"
      caption="Projects"
      loadingText="Loading projects..."
      emptyText="No projects found"
      search={search}
      onSearch={onSearch}
      searchLabel="Search by title or location..."
      head={
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Client</th>
          <th scope="col">Location</th>
          <th scope="col">Budget</th>
          <th scope="col">Status</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      }
      row={(p) => (
        <tr key={p.id} data-testid="project-row">
          <th scope="row">{p.title}</th>
          <td title={p.clientId}>{p.clientName ?? p.clientId}</td>
          <td>{orNotSpecified(p.location)}</td>
          <td>{formatBudget(p.budget)}</td>
          <td>
            <Badge $variant={p.status === 'open' || p.status === 'in_progress' ? 'default' : 'secondary'}>{statusLabel(p.status)}</Badge>
          </td>
          <td>
            <Nowrap>{formatDate(p.createdAt)}</Nowrap>
          </td>
          <td>
            <RowActions>
              <Tooltip content="History">
                <IconLink to={historyPath(clientProjectStreamId(p.id))} aria-label={`History of ${p.title}`}>
                  <History size={16} aria-hidden="true" />
                </IconLink>
              </Tooltip>
            </RowActions>
          </td>
        </tr>
      )}
    />
  );
}
