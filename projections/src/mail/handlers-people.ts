/** The mail projection's own facts (addresses, choices, tradesmen's trades and places), job alerts and the account's closing. */
import { PROJECT_TRADE_OF_CATEGORY, type DomainEvent } from '@tradeguild/contracts';
import { quoted } from '../notifications/sentences.ts';
import { REMOVED_TEXT, wordsOf } from '../privacy/mentions.ts';
import type { Handlers } from '../runtime/types.ts';
import { mail } from './outbox.ts';

const EARTH_RADIUS_MILES = 3958.8;

/** A day as the settings page writes it, in UK time: 27 December 2026. */
const londonDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(new Date(iso));
/** Great-circle miles, rounded to 0.1, as Find Jobs computes them (client-projects/queries.ts). */
const milesSql = (aLat: string, aLng: string, bLat: string, bLng: string) => `
  round((${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(${bLat} - ${aLat}) / 2), 2)
    + cos(radians(${aLat})) * cos(radians(${bLat})) * power(sin(radians(${bLng} - ${aLng}) / 2), 2)))))::numeric, 1)::float8`;

export const peopleHandlers: Handlers<DomainEvent> = {
  UserRegistered: async ({ data: d }, { tx, table }) => {
    const name = [d.firstName, d.lastName].filter(Boolean).join(' ').trim() || null;
    await tx.query(
      `INSERT INTO ${table('mail_recipients')} (id, email, name, user_type) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET email = excluded.email, name = excluded.name, user_type = excluded.user_type`,
      [d.userId, d.email.toLowerCase(), name, d.userType],
    );
  },

  /**
   * The account's own mail: closed, erased on that day unless they sign in again before and reopen it.
   * It links to sign-in, then Settings, where a closed account is offered to reopen (decision 0061).
   */
  AccountClosed: async (event, ctx) => {
    const d = event.data;
    const due = londonDate(d.erasureDueAt);
    await mail(event, ctx, {
      recipientId: d.userId,
      kind: 'account_closed',
      body:
        `You closed your TradeGuild account on ${londonDate(d.closedAt)}. We will erase your account and your data on ${due}. ` +
        `Changed your mind? Sign in again before ${due} and you can reopen your account from Settings.`,
      link: `/api/login?returnTo=${encodeURIComponent('/settings')}`,
      at: d.closedAt,
    });
  },

  NotificationPreferencesChanged: async ({ data: d }, { tx, table }) => {
    for (const c of d.changes) {
      await tx.query(
        `INSERT INTO ${table('mail_preferences')} (user_id, kind, mode) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, kind) DO UPDATE SET mode = excluded.mode`,
        [d.userId, c.kind, c.mode],
      );
    }
  },

  TradesmanProfileCreated: async ({ data: d }, { tx, table }) => {
    await tx.query(
      `INSERT INTO ${table('mail_trades')} (tradesman_id, user_id, trades, latitude, longitude, radius_miles)
       VALUES ($1, $2, $3, (SELECT latitude FROM uk_outcodes WHERE outcode = $4), (SELECT longitude FROM uk_outcodes WHERE outcode = $4), $5)
       ON CONFLICT (tradesman_id) DO NOTHING`,
      [d.tradesmanId, d.userId, d.tradeCategories.map((c) => PROJECT_TRADE_OF_CATEGORY[c]), d.outcode, d.serviceRadiusMiles],
    );
  },

  TradesmanProfileUpdated: async ({ data: d }, { tx, table }) => {
    await tx.query(
      `UPDATE ${table('mail_trades')} SET trades = $2, radius_miles = $4,
              latitude = (SELECT latitude FROM uk_outcodes WHERE outcode = $3), longitude = (SELECT longitude FROM uk_outcodes WHERE outcode = $3)
        WHERE tradesman_id = $1`,
      [d.tradesmanId, d.tradeCategories.map((c) => PROJECT_TRADE_OF_CATEGORY[c]), d.outcode, d.serviceRadiusMiles],
    );
  },

  /** Job alerts: tradesmen with one of the project's trades whose travel radius reaches its outcode centre. */
  ProjectPosted: async (event, ctx) => {
    const d = event.data;
    if (!ctx.serving || d.requiredTrades.length === 0) return;
    const { rows } = await ctx.tx.query<{ user_id: string; miles: number; trades: string[] }>(
      `SELECT DISTINCT ON (t.user_id) t.user_id, ${milesSql('o.latitude', 'o.longitude', 't.latitude', 't.longitude')} AS miles,
              ARRAY(SELECT x FROM unnest(t.trades) x WHERE x = ANY($2::text[]) ORDER BY 1) AS trades
         FROM ${ctx.table('mail_trades')} t
         JOIN ${ctx.table('mail_notification_projects')} p ON p.id = $4
         CROSS JOIN LATERAL (SELECT latitude, longitude FROM uk_outcodes
                              WHERE outcode = upper(substring($1 from '([A-Za-z]{1,2}[0-9][A-Za-z0-9]?) ?[0-9][A-Za-z]{2}'))) o
        WHERE t.trades && $2::text[] AND t.latitude IS NOT NULL AND t.user_id <> $3
          AND ${milesSql('o.latitude', 'o.longitude', 't.latitude', 't.longitude')} <= t.radius_miles
        ORDER BY t.user_id`,
      [d.location ?? '', d.requiredTrades, d.clientId, d.projectId],
    );
    for (const r of rows) {
      await mail(event, ctx, {
        recipientId: r.user_id,
        kind: 'job_alert',
        subject: `New job near you: ${quoted(d.title, 60)}`,
        body: `A new project needs ${r.trades.join(' and ')}, about ${r.miles} miles from you: ${quoted(d.title)}${d.location ? ` in ${d.location}` : ''}.`,
        link: `/jobs/${d.projectId}`,
        at: d.postedAt,
        // The client's words, reworded if they are erased (decision 0068).
        parts: [
          wordsOf(d.clientId, quoted(d.title), quoted(REMOVED_TEXT)),
          d.location ? wordsOf(d.clientId, ` in ${d.location}`, '') : null,
          { ...wordsOf(d.clientId, quoted(d.title, 60), quoted(REMOVED_TEXT))!, in: 'subject' },
        ],
      });
    }
  },
};
