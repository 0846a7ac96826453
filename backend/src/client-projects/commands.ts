import type { ClientProjectStatus, EditProject, PostProject, ProjectStart, ProjectTrade, SubmitApplication } from '@tradeguild/contracts';

/** The commands of a `clientProject-<id>` stream: the project, its quotes and its room. Ids and time come from the handler. */
export type ClientProjectCommand =
  | {
      type: 'PostProject';
      /** photos: none when omitted (the seed and older callers post without). */
      data: Omit<PostProject, 'commandId' | 'status' | 'photos'> & { projectId: string; clientId: string; photos?: string[] };
    }
  | ApplicationCommand
  | ProjectStatusCommand
  | RoomCommand
  | EditProjectCommand;

/** The client changes the details of an open project (decide-edit.ts): the whole set, as the form sends it. */
export type EditProjectCommand = {
  type: 'EditProjectDetails';
  data: Omit<EditProject, 'commandId' | 'location' | 'budget' | 'timeline'> & {
    projectId: string;
    location: string | null;
    budget: string | null;
    timeline: string | null;
  };
};

/** A quote's steps: who may apply, shortlist, hire, reject and withdraw is decide-applications.ts's. */
export type ApplicationCommand =
  | {
      type: 'SubmitApplication';
      data: Omit<SubmitApplication, 'commandId'> & {
        projectId: string;
        applicationId: string;
        tradesmanId: string;
        tradesmanUserId: string;
        /** The project trades the tradesman's profile offers (from the tradesmen read model, by the route). */
        tradesmanTrades: ProjectTrade[];
      };
    }
  | { type: 'WithdrawApplication'; data: { projectId: string; applicationId: string } }
  | { type: 'ShortlistApplication'; data: { projectId: string; applicationId: string } }
  | { type: 'AcceptApplication'; data: { projectId: string; applicationId: string; start?: ProjectStart | undefined } }
  | { type: 'RejectApplication'; data: { projectId: string; applicationId: string; message?: string | undefined } };

/** Who moves a project through its statuses, and 'Get Quote' invitations. */
export type ProjectStatusCommand =
  | { type: 'ChangeProjectStatus'; data: { projectId: string; to: ClientProjectStatus } }
  | { type: 'RequestQuote'; data: { projectId: string; tradesmanId: string; tradesmanUserId: string } };

/** The project room: one thread, read marks and the part-done steps of the hired tradesmen. */
export type RoomCommand =
  | { type: 'PostRoomMessage'; data: { projectId: string; messageId: string; content: string } }
  | { type: 'MarkRoomRead'; data: { projectId: string } }
  | { type: 'MarkTradePartDone'; data: { projectId: string; trades: ProjectTrade[] } };
