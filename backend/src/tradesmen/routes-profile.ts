import { tradesmanStreamId, type ProfileDetails, type ProfileFields } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { profileIdOfUser } from '../commands/ids.ts';
import { requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import { tradesmanDecider } from './decide.ts';
import { outcodeOfProfilePostcode } from './postcodes.ts';

const routes = apiRoutes.tradesmen;

const toProfileDetails = (f: ProfileFields, outcode: string | null): ProfileDetails => ({
  businessName: f.businessName,
  description: f.description ?? null,
  location: f.location ?? null,
  postcode: f.postcode ?? null,
  outcode,
  phone: f.phone ?? null,
  website: f.website ?? null,
  yearsExperience: f.yearsExperience ?? null,
  hourlyRate: f.hourlyRate ?? null,
  specializations: f.specializations,
  certifications: f.certifications,
  equipment: f.equipment,
  availability: f.availability,
  tradeCategories: f.tradeCategories,
  responseTime: f.responseTime ?? null,
  serviceRadiusMiles: f.serviceRadiusMiles,
});

/** The caller's own profile: one per user, its id derived from theirs. */
export function mountProfileRoutes(api: ApiRouter, deps: AppDeps) {
  const command = commandRoutes(api, deps);
  const ownStream = (userId: string) => {
    const tradesmanId = profileIdOfUser(userId);
    return { tradesmanId, streamId: tradesmanStreamId(tradesmanId), decider: tradesmanDecider, id: tradesmanId };
  };

  command(routes.createProfile, requireUserType('tradesman'), async ({ body: { commandId, ...fields } }, req) => {
    const details = toProfileDetails(fields, await outcodeOfProfilePostcode(deps.db, fields.postcode));
    const { tradesmanId, ...stream } = ownStream(user(req).id);
    const command = { type: 'CreateTradesmanProfile' as const, data: { tradesmanId, userId: user(req).id, details } };
    return { ...stream, command, commandId, status: 201 };
  });

  command(routes.updateProfile, requireUserType('tradesman'), async ({ body: { commandId, ...fields } }, req) => {
    const details = toProfileDetails(fields, await outcodeOfProfilePostcode(deps.db, fields.postcode));
    const { tradesmanId, ...stream } = ownStream(user(req).id);
    return { ...stream, command: { type: 'UpdateTradesmanProfile' as const, data: { tradesmanId, details } }, commandId };
  });
}
