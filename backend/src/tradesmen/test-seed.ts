import { login, type HttpClient, type LoginAs } from '../../../tests/support/http-client.ts';
import type { ProfileDetails, ProjectDetails } from '@tradeguild/contracts';
import { MIN_POSITION_HEADER, normalisePostcode } from '@tradeguild/contracts';
import { handleCommand } from '../commands/handle-command.ts';
import type { Checkpoint, EventStore } from '../eventstore/types.ts';
import { compareCheckpoints, formatCheckpoint } from '../eventstore/types.ts';
import { profileIdOfUser, tradesmanStream } from './command.ts';
import type { TradesmanCommand } from './commands.ts';
import { tradesmanDecider } from './decide.ts';

/** Integration-test seeding straight through the command handler (no HTTP), as the demo seed does. */
export interface SeedTradesman {
  userId: string;
  details: Partial<ProfileDetails> & Pick<ProfileDetails, 'businessName' | 'tradeCategories'>;
  verified?: boolean;
  reviews?: number[];
  projects?: Partial<ProjectDetails>[];
}

export const blankDetails: Omit<ProfileDetails, 'businessName' | 'tradeCategories'> = {
  description: null, location: null, postcode: null, outcode: null, phone: null, website: null, yearsExperience: null,
  hourlyRate: null, specializations: [], certifications: [], equipment: [], availability: 'available', responseTime: null,
};

export const blankProject: ProjectDetails = {
  title: 'Project', description: null, category: null, projectType: null, beforeImages: [], afterImages: [], videos: [],
  challenge: null, solution: null, materials: [], techniques: [], budgetRange: null, timeline: null, clientTestimonial: null, completedAt: null,
};

export class CommandSeeder {
  private last: Checkpoint | null = null;
  private n = 0;
  constructor(private readonly store: EventStore) {}

  /** Position of the newest event seeded: send it as X-Min-Position to read after it. */
  get position(): string {
    return this.last ? formatCheckpoint(this.last) : '';
  }

  async run(tradesmanId: string, command: TradesmanCommand, actorId: string | null) {
    const out = await handleCommand(this.store, { streamId: tradesmanStream(tradesmanId), decider: tradesmanDecider, command, actorId });
    if (out.position && (!this.last || compareCheckpoints(out.position, this.last) > 0)) this.last = out.position;
    return out;
  }

  private nextId = () => `00000000-0000-4000-8000-${String(++this.n).padStart(12, '0')}`;

  async tradesman(t: SeedTradesman): Promise<{ id: string; projectIds: string[] }> {
    const id = profileIdOfUser(t.userId);
    const outcode = t.details.postcode ? normalisePostcode(t.details.postcode)!.outcode : null;
    const details: ProfileDetails = { ...blankDetails, ...t.details, outcode };
    await this.run(id, { type: 'CreateTradesmanProfile', data: { tradesmanId: id, userId: t.userId, details } }, t.userId);
    const projectIds: string[] = [];
    for (const p of t.projects ?? []) {
      const projectId = this.nextId();
      projectIds.push(projectId);
      await this.run(id, { type: 'AddPortfolioProject', data: { tradesmanId: id, projectId, details: { ...blankProject, ...p } } }, t.userId);
    }
    for (const [i, rating] of (t.reviews ?? []).entries()) {
      const data = { tradesmanId: id, reviewId: this.nextId(), clientId: `client-${i}`, portfolioProjectId: null, rating, comment: null };
      await this.run(id, { type: 'SubmitReview', data }, `client-${i}`);
    }
    if (t.verified) await this.run(id, { type: 'VerifyTradesman', data: { tradesmanId: id } }, 'admin');
    return { id, projectIds };
  }
}

/**
 * Logs in and waits until the users read model knows the account: /api/auth/user waits for it,
 * while other routes would answer 401 for the first few milliseconds after a first login.
 */
export async function loginReady(baseUrl: string, who: LoginAs): Promise<HttpClient> {
  const client = await login(baseUrl, who);
  const res = await client.get('/api/auth/user');
  if (res.status !== 200) throw new Error(`login of ${who.email} not ready: ${res.status}`);
  return client;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the tests' assertions and schemas
type JsonBody = any;

/** Sends a JSON command (after the client's last known position) and remembers its position for the next read. */
export async function send(client: HttpClient, method: string, path: string, body?: unknown): Promise<{ status: number; body: JsonBody }> {
  const res = await client.request(method, path, body, client.lastPosition ? { [MIN_POSITION_HEADER]: client.lastPosition } : {});
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (json && typeof json.position === 'string' && json.position) client.lastPosition = json.position;
  return { status: res.status, body: json };
}

/** Reads JSON with X-Min-Position set to `after` (another client's write) or the client's own last write. */
export async function read(client: HttpClient, path: string, after?: string | null): Promise<{ status: number; body: JsonBody }> {
  if (after) client.lastPosition = after;
  const res = await client.read(path);
  return { status: res.status, body: await res.json() };
}

export const profileInput = (over: Record<string, unknown> = {}) => ({
  businessName: 'Whitfield Electrical',
  description: 'Rewires, consumer units and EV chargers across north Leeds.',
  location: 'Leeds',
  postcode: 'ls6 2ab',
  phone: '0113 496 0123',
  website: 'whitfield-electrical.example.co.uk',
  yearsExperience: 14,
  hourlyRate: 48.5,
  specializations: ['Electrical Rewiring', 'Smart Home Automation'],
  certifications: ['NICEIC Approved Contractor'],
  equipment: ['Megger MFT1741+'],
  availability: 'available',
  tradeCategories: ['electrician'],
  responseTime: '2hours',
  ...over,
});

export const projectInput = (over: Record<string, unknown> = {}) => ({
  title: 'Full rewire of a Victorian terrace',
  description: 'Two-storey terrace rewired with a new consumer unit.',
  category: 'electrician',
  projectType: 'renovation',
  beforeImages: ['/images/portfolio/rewiring-before.svg'],
  afterImages: ['/images/portfolio/rewiring-after.svg'],
  materials: ['Twin and earth cable', 'RCBO consumer unit'],
  completedAt: '2025-03-14',
  ...over,
});
