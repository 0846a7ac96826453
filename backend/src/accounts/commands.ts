import type { UserType } from '@tradeguild/contracts';

/** A user's stream: registered on their first login. */
export type AccountCommand = {
  type: 'RegisterUser';
  data: {
    userId: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    userType: UserType;
  };
};
