import type { UserType } from '@tradeguild/contracts';

/** A user's stream: registered on their first login; closed, reopened and erased (decision 0061). */
export type AccountCommand =
  | {
      type: 'RegisterUser';
      data: {
        userId: string;
        email: string;
        firstName: string | null;
        lastName: string | null;
        profileImageUrl: string | null;
        userType: UserType;
      };
    }
  | { type: 'CloseAccount'; data: { userId: string; confirmEmail: string; erasureDays: number } }
  | { type: 'ReopenAccount'; data: { userId: string } }
  | {
      type: 'EraseAccount';
      data: {
        userId: string;
        by: 'grace-period-ended' | 'admin';
        erasedBy: string | null;
        reason: string | null;
        /** The review invitations sent to their e-mail (AccountErased v2); none when absent. */
        reviewInvitationIds?: string[];
      };
    };
