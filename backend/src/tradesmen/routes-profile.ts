import type { Router } from 'express';
import {
  createProfileRequestSchema,
  tradesmanStreamId,
  updateProfileRequestSchema,
  type ProfileDetails,
  type ProfileFields,
} from '@tradeguild/contracts';
import { profileIdOfUser } from '../commands/ids.ts';
import { requireUserType, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import type { AppDeps } from '../http/deps.ts';
import { parseInput } from '../http/validate.ts';
import { tradesmanDecider } from './decide.ts';
import { outcodeOfProfilePostcode } from './postcodes.ts';

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
export function mountProfileRoutes(router: Router, deps: AppDeps) {
  router.post('/profile', requireUserType('tradesman'), async (req, res) => {
    const { commandId, ...fields } = parseInput(createProfileRequestSchema, req.body);
    const outcode = await outcodeOfProfilePostcode(deps.db, fields.postcode);
    const tradesmanId = profileIdOfUser(user(req).id);
    const details = toProfileDetails(fields, outcode);
    const command = { type: 'CreateTradesmanProfile' as const, data: { tradesmanId, userId: user(req).id, details } };
    const stream = { streamId: tradesmanStreamId(tradesmanId), decider: tradesmanDecider };
    await runCommand(deps, req, res, { ...stream, command, commandId, id: tradesmanId, status: 201 });
  });

  router.put('/profile', requireUserType('tradesman'), async (req, res) => {
    const { commandId, ...fields } = parseInput(updateProfileRequestSchema, req.body);
    const outcode = await outcodeOfProfilePostcode(deps.db, fields.postcode);
    const tradesmanId = profileIdOfUser(user(req).id);
    const command = { type: 'UpdateTradesmanProfile' as const, data: { tradesmanId, details: toProfileDetails(fields, outcode) } };
    const stream = { streamId: tradesmanStreamId(tradesmanId), decider: tradesmanDecider };
    await runCommand(deps, req, res, { ...stream, command, commandId, id: tradesmanId });
  });
}
