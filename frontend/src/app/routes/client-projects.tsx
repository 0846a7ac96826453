import { useParams, useSearchParams } from 'react-router-dom';
import { FindJobsPage } from '@/features/client-projects/jobs/components/find-jobs-page';
import { JobPage } from '@/features/client-projects/jobs/components/job-page';
import { MyApplicationsPage } from '@/features/client-projects/jobs/components/my-applications-page';
import { MyProjectsPage } from '@/features/client-projects/quotes/components/my-projects-page';
import { ProjectPage } from '@/features/client-projects/project/components/project-page';
import { ProjectRoom } from '@/features/client-projects/room/components/project-room';
import { ProjectRoomPage } from '@/features/client-projects/room/components/project-room-page';
import { RoomUnreadBadge } from '@/features/client-projects/room/components/room-unread-badge';
import { EmptyState } from '@/components/feedback/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormPage } from '@/components/ui/page-header';
import { Briefcase, FolderOpen } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { ReactNode } from 'react';

/** Jobs are for tradesmen, projects with quotes for clients; the other role gets a way on instead. */
function ForRole({ role, children }: { role: 'tradesman' | 'client'; children: ReactNode }) {
  const { user } = useUser();
  if (user?.userType === role) return <>{children}</>;
  return (
    <Container>
      <FormPage>
        {role === 'tradesman' ? (
          <EmptyState
            icon={Briefcase}
            title="Find Jobs is for tradesmen"
            text="Clients post projects and receive quotes on them."
            action={<ButtonLink to={paths.myProjects}>View your projects</ButtonLink>}
          />
        ) : (
          <EmptyState
            icon={FolderOpen}
            title="This page is for clients"
            text="Tradesmen find projects to quote for in Find Jobs."
            action={<ButtonLink to={paths.jobs}>Find Jobs</ButtonLink>}
          />
        )}
      </FormPage>
    </Container>
  );
}

/** The project room, shown to the client and to a hired tradesman (`?room=open` opens it at once). */
const room = (projectId: string) => <ProjectRoom projectId={projectId} />;
const openRoom = (projectId: string) => <ProjectRoom projectId={projectId} defaultOpen />;
/** A member's unread count for a room, where the room is linked. */
const roomBadge = (projectId: string) => <RoomUnreadBadge projectId={projectId} />;

export const FindJobsRoute = () => (
  <ForRole role="tradesman">
    <FindJobsPage />
  </ForRole>
);
export const MyApplicationsRoute = () => (
  <ForRole role="tradesman">
    <MyApplicationsPage roomBadge={roomBadge} />
  </ForRole>
);
export const MyProjectsRoute = () => (
  <ForRole role="client">
    <MyProjectsPage />
  </ForRole>
);

/** /my-projects/{id}: one of the client's projects, its quotes by trade and its room. */
export function MyProjectRoute() {
  const { id = '' } = useParams();
  return (
    <ForRole role="client">
      <ProjectPage key={id} id={id} />
    </ForRole>
  );
}

/** /my-projects/{id}/room: the client and the hired tradesmen (the room's API refuses anyone else). */
export function ProjectRoomRoute() {
  const { id = '' } = useParams();
  return <ProjectRoomPage key={id} projectId={id} />;
}

export function JobRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <ForRole role="tradesman">
      <JobPage key={id} id={id} room={search.get('room') === 'open' ? openRoom : room} />
    </ForRole>
  );
}
