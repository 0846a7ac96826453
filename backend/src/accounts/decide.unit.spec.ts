import { describe, it } from 'vitest';
import type { UserRegistered } from '@tradeguild/contracts';
import { given } from '../../../tests/support/decider-spec.ts';
import type { AccountCommand } from './commands.ts';
import { accountDecider } from './decide.ts';

const registerUser = (email: string): AccountCommand => ({
  type: 'RegisterUser',
  data: { userId: 'user-1', email, firstName: 'Alice', lastName: null, profileImageUrl: null, userType: 'client' },
});

const userRegistered = (email: string): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId: 'user-1', email, firstName: 'Alice', lastName: null, profileImageUrl: null, userType: 'client' },
});

describe('account decider', () => {
  it('registers a user with the e-mail address in lower case', () => {
    given(accountDecider)
      .when(registerUser('Alice.Smith@Example.COM'))
      .then([userRegistered('alice.smith@example.com')]);
  });

  it('does nothing when the user is already registered', () => {
    given(accountDecider, [userRegistered('alice.smith@example.com')])
      .when(registerUser('Alice.Smith@Example.COM'))
      .then([]);
  });
});
