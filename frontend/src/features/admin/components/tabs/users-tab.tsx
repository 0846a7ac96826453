import { History } from 'lucide-react';
import { userStreamId } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';
import { historyPath, roleText, userName } from '../../lib/format';
import { EraseUserButton } from '../erase/erase-user-button';
import { DirectorySection } from './directory-section';
import { IconLink, Nowrap, RowActions } from './row-actions';

/** Users: no search box (as the spec has it), paged on the server. */
export function UsersTab() {
  return (
    <DirectorySection
      kind="users"
      caption="Users"
      loadingText="Loading users..."
      emptyText="No users found"
      search={null}
      head={
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Joined</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      }
      row={(u) => (
        <tr key={u.id} data-testid="user-row">
          <th scope="row">{userName(u)}</th>
          <td>{u.email || 'No email'}</td>
          <td>
            <Badge $variant={u.userType === 'admin' ? 'accent' : 'secondary'}>{roleText(u.userType)}</Badge>
          </td>
          <td>
            <Nowrap>{formatDate(u.createdAt)}</Nowrap>
          </td>
          <td>
            <Badge $variant="success">Active</Badge>
          </td>
          <td>
            <RowActions>
              <Tooltip content="History">
                <IconLink to={historyPath(userStreamId(u.id))} aria-label={`History of ${userName(u)}`}>
                  <History size={16} aria-hidden="true" />
                </IconLink>
              </Tooltip>
              <EraseUserButton userId={u.id} name={userName(u)} />
            </RowActions>
          </td>
        </tr>
      )}
    />
  );
}
