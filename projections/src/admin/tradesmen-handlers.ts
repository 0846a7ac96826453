/** Tradesman profiles, portfolio, reviews, endorsements and verification. */
import type { TradesmanEvent } from '@tradeguild/contracts';
import { business, businessName, quoted, userName, type AdminHandlers } from './activity.ts';
import type { AdminStore } from './store.ts';

const profilePath = (id: string) => `/tradesmen/${id}`;

/** " for 'Loft conversion' (verified job)" for a review tied to a client project (v2), else nothing. */
async function forJob(s: AdminStore, d: { projectId: string | null; isVerified: boolean }): Promise<string> {
  if (!d.projectId) return '';
  const p = await s.project(d.projectId);
  return ` for ${p ? quoted(p.title) : 'a job'}${d.isVerified ? ' (verified job)' : ''}`;
}

export const tradesmenHandlers: AdminHandlers<TradesmanEvent> = {
  TradesmanProfileCreated: async (event, s) => {
    const d = event.data;
    const owner = await userName(s, d.userId);
    const where = d.location ? ` in ${d.location}` : '';
    const description = `${owner} opened the business profile ${quoted(d.businessName)}${where}`;
    if (!(await s.announce(event, { type: 'tradesman', description, entityPath: profilePath(d.tradesmanId), actorId: d.userId }))) return;
    await s.insertTradesman({
      id: d.tradesmanId,
      userId: d.userId,
      businessName: d.businessName,
      location: d.location,
      specializations: d.specializations,
      tradeCategories: d.tradeCategories,
      createdAt: d.createdAt,
    });
    await s.countNew('tradesmen', 'tradesmen', d.createdAt);
    await s.bumpMix('tradesmen', d.tradeCategories, 1);
  },

  TradesmanProfileUpdated: async (event, s) => {
    const d = event.data;
    if (
      !(await s.announce(event, {
        type: 'tradesman',
        description: `${quoted(d.businessName)} updated their profile`,
        entityPath: profilePath(d.tradesmanId),
      }))
    )
      return;
    const row = await s.tradesman(d.tradesmanId);
    const before = row?.tradeCategories ?? [];
    await s.bumpMix(
      'tradesmen',
      before.filter((t) => !d.tradeCategories.includes(t as never)),
      -1,
    );
    if (row)
      await s.bumpMix(
        'tradesmen',
        d.tradeCategories.filter((t) => !before.includes(t)),
        1,
      );
    await s.updateTradesman(d.tradesmanId, {
      businessName: d.businessName,
      location: d.location,
      specializations: d.specializations,
      tradeCategories: d.tradeCategories,
    });
  },

  PortfolioProjectAdded: async (event, s) => {
    const d = event.data;
    await s.announce(event, {
      type: 'tradesman',
      description: `${await businessName(s, d.tradesmanId)} added ${quoted(d.title)} to their portfolio`,
      entityPath: `/projects/${d.projectId}`,
    });
  },
  PortfolioProjectUpdated: async (event, s) => {
    const d = event.data;
    await s.announce(event, {
      type: 'tradesman',
      description: `${await businessName(s, d.tradesmanId)} updated the portfolio project ${quoted(d.title)}`,
      entityPath: `/projects/${d.projectId}`,
    });
  },
  PortfolioProjectRemoved: async (event, s) => {
    const d = event.data;
    await s.announce(event, {
      type: 'tradesman',
      description: `${await businessName(s, d.tradesmanId)} removed a portfolio project`,
      entityPath: profilePath(d.tradesmanId),
    });
  },

  ReviewSubmitted: async (event, s) => {
    const d = event.data;
    const tradesman = await business(s, d.tradesmanId);
    const description = `${await userName(s, d.clientId)} rated ${tradesman.text} ${d.rating}/5${await forJob(s, d)}`;
    const entityPath = profilePath(d.tradesmanId);
    if (!(await s.announce(event, { type: 'review', description, entityPath, actorId: d.clientId, parts: [tradesman.part] }))) return;
    // Only a verified job review counts in a rating (issue 23); the feed still shows every review.
    if (d.isVerified) await s.addReview(d.tradesmanId, d.rating);
  },

  TradesmanEndorsed: async (event, s) => {
    const d = event.data;
    const [endorser, tradesman] = [await business(s, d.endorserId), await business(s, d.tradesmanId)];
    const description = `${endorser.text} endorsed ${tradesman.text} for ${quoted(d.skill)}`;
    await s.announce(event, {
      type: 'review',
      description,
      entityPath: profilePath(d.tradesmanId),
      parts: [endorser.part, tradesman.part],
    });
  },

  TradesmanVerified: async (event, s) => {
    const d = event.data;
    const tradesman = await business(s, d.tradesmanId);
    const description = `${await userName(s, d.verifiedBy)} verified ${tradesman.text}`;
    const entityPath = profilePath(d.tradesmanId);
    if (!(await s.announce(event, { type: 'tradesman', description, entityPath, actorId: d.verifiedBy, parts: [tradesman.part] }))) return;
    await s.setVerified(d.tradesmanId, true);
  },
  TradesmanUnverified: async (event, s) => {
    const d = event.data;
    const tradesman = await business(s, d.tradesmanId);
    const description = `${await userName(s, d.unverifiedBy)} removed the verified badge of ${tradesman.text}`;
    const entityPath = profilePath(d.tradesmanId);
    if (!(await s.announce(event, { type: 'tradesman', description, entityPath, actorId: d.unverifiedBy, parts: [tradesman.part] })))
      return;
    await s.setVerified(d.tradesmanId, false);
  },
};
