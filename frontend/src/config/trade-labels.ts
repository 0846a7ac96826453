import type { TradeCategory, UserType } from '@tradeguild/contracts';

/** Human labels for the trade category values the API uses. */
export const TRADE_CATEGORY_LABELS: Record<TradeCategory, string> = {
  electrician: 'Electrician',
  plumber: 'Plumber',
  carpenter: 'Carpenter',
  tiler: 'Tiler',
  painter: 'Painter & Decorator',
  plasterer: 'Plasterer',
  roofer: 'Roofer',
  heating: 'Heating Engineer',
  glazier: 'Glazier',
  landscaper: 'Landscaper',
};

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
