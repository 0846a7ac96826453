/** The spec's display fallbacks for the admin tables (section 2 /admin). */
import type { AdminTradesmanRow, AdminUserRow } from '@tradeguild/contracts';

export const businessName = (t: Pick<AdminTradesmanRow, 'businessName' | 'id'>) => t.businessName || `Business ${t.id}`;
export const orNotSpecified = (value: string | null | undefined) => (value && value.trim() ? value : 'Not specified');

/** First two, then '+N' for the rest. */
export function specializationsText(list: string[]): { shown: string[]; more: number } {
  return { shown: list.slice(0, 2), more: Math.max(0, list.length - 2) };
}

export const ratingText = (rating: number) => rating.toFixed(1);

export function userName(u: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email' | 'id'>): string {
  const full = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return full || u.email || `User ${u.id}`;
}

export const roleText = (userType: string | null | undefined) =>
  userType ? `${userType.charAt(0).toUpperCase()}${userType.slice(1)}` : 'User';

/** The audit pages (another context) show a stream's history here. */
export const historyPath = (streamId: string) => `/audit/streams/${encodeURIComponent(streamId)}`;
