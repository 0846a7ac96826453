import type { Request, Response } from 'express';
import type { CommandResult, PortfolioProjectInput, ProfileDetails, ProfileFields, ProjectDetails } from '@tradeguild/contracts';
import { idFromCommand } from '../commands/handle-command.ts';
import type { AppDeps } from '../http/deps.ts';
import { execute } from '../http/deps.ts';
import type { TradesmanCommand } from './commands.ts';
import { tradesmanDecider } from './decide.ts';

export const tradesmanStream = (tradesmanId: string) => `tradesman-${tradesmanId}`;

/** One profile per user: its id is derived from the user id, so /profile/me needs no lookup table. */
export const profileIdOfUser = (userId: string) => idFromCommand(userId, 'tradesmanProfile:');

/** Runs a command on a tradesman stream and answers `{ id, position }`. */
export async function runTradesmanCommand(
  deps: AppDeps,
  req: Request,
  res: Response,
  o: { tradesmanId: string; command: TradesmanCommand; commandId?: string; id?: string; status?: number },
): Promise<void> {
  const { position } = await execute(deps, req, {
    streamId: tradesmanStream(o.tradesmanId),
    decider: tradesmanDecider,
    command: o.command,
    commandId: o.commandId,
  });
  const body: CommandResult = { id: o.id ?? o.tradesmanId, position: position ?? '' };
  res.status(o.status ?? 200).json(body);
}

export const toProfileDetails = (f: ProfileFields, outcode: string | null): ProfileDetails => ({
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

export const toProjectDetails = (p: PortfolioProjectInput): ProjectDetails => ({
  title: p.title,
  description: p.description ?? null,
  category: p.category ?? null,
  projectType: p.projectType ?? null,
  beforeImages: p.beforeImages,
  afterImages: p.afterImages,
  videos: p.videos,
  challenge: p.challenge ?? null,
  solution: p.solution ?? null,
  materials: p.materials,
  techniques: p.techniques,
  budgetRange: p.budgetRange ?? null,
  timeline: p.timeline ?? null,
  clientTestimonial: p.clientTestimonial ?? null,
  completedAt: p.completedAt ?? null,
});
