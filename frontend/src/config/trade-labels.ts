import type { UserType } from '@tradeguild/contracts';

/** Trade labels live with the contracts: the server indexes them for free-text search too. */
export { TRADE_CATEGORY_LABELS } from '@tradeguild/contracts';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  client: 'Client',
  tradesman: 'Tradesman',
  admin: 'Admin',
};

export const PROJECT_STATUS_LABELS = {
  open: 'Open',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;
