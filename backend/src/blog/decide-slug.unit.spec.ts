import { describe, it } from 'vitest';
import type { BlogSlugEvent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { AppError } from '../errors.ts';
import type { SlugReservationCommand } from './commands.ts';
import { ABANDONED_RESERVATION_MS, slugReservationDecider } from './decide-slug.ts';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';
const slug = 'getting-three-quotes';
const at = TEST_NOW.toISOString();
const reserved = (ownerId: string, reservedAt = at): BlogSlugEvent => ({ type: 'BlogSlugReserved', data: { slug, ownerId, reservedAt } });
const released = (ownerId: string): BlogSlugEvent => ({ type: 'BlogSlugReleased', data: { slug, ownerId, releasedAt: at } });
const reserve = (ownerId: string, checkedHolder: string | null = null, holderStillUses = true): SlugReservationCommand => ({
  type: 'ReserveBlogSlug',
  data: { slug, ownerId, kind: 'post', checkedHolder, holderStillUses },
});
const longAgo = new Date(TEST_NOW.getTime() - ABANDONED_RESERVATION_MS - 1000).toISOString();

describe('slug reservations', () => {
  it('reserves a free slug, and again after it was released', () => {
    given(slugReservationDecider)
      .when(reserve(a))
      .then([reserved(a)]);
    given(slugReservationDecider, [reserved(b), released(b)])
      .when(reserve(a))
      .then([reserved(a)]);
  });
  it('is a no-op for the holder (a retried command)', () => {
    given(slugReservationDecider, [reserved(a)])
      .when(reserve(a))
      .then([]);
  });
  it('refuses a slug another post holds with a 409 naming the slug field', () => {
    given(slugReservationDecider, [reserved(b)])
      .when(reserve(a, b, true))
      .thenThrows(AppError, 'This slug is already used by another post');
  });
  it('does not take over a reservation a running command may still complete', () => {
    given(slugReservationDecider, [reserved(b)])
      .when(reserve(a, b, false))
      .thenThrows(AppError);
  });
  it('takes over an abandoned reservation the holder no longer uses', () => {
    given(slugReservationDecider, [reserved(b, longAgo)])
      .when(reserve(a, b, false))
      .then([released(b), reserved(a)]);
  });
  it('refuses a takeover decided on a holder that has since changed', () => {
    given(slugReservationDecider, [reserved(b, longAgo)])
      .when(reserve(a, a, false))
      .thenThrows(AppError);
  });
  it('releases only its own reservation', () => {
    given(slugReservationDecider, [reserved(a)])
      .when({ type: 'ReleaseBlogSlug', data: { slug, ownerId: a } })
      .then([released(a)]);
    given(slugReservationDecider, [reserved(b)])
      .when({ type: 'ReleaseBlogSlug', data: { slug, ownerId: a } })
      .then([]);
  });
});
