/**
 * The e-mail integration tests' world: a real SMTP server (the catcher, smtp-server on a free port),
 * the whole backend sending to it, and events appended straight to the store.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { domainEvents, tradesmanStreamId, userStreamId, type CaughtMail, type MailKind } from '@tradeguild/contracts';
import { startMailCatcher, type MailCatcher } from '../../backend/src/mail/catcher.ts';
import { newEvent } from '../contract/event-store/support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const world = {} as { catcher: MailCatcher; server: TestServer };

/** The running server and catcher of the world, for the specs (read after startMailWorld). */
export const server = {
  get deps() {
    return world.server.deps;
  },
  get url() {
    return world.server.url;
  },
  get mail() {
    return world.server.mail;
  },
};
export const catcher = {
  mails: () => world.catcher.mails(),
  headers: (id: string) => world.catcher.headers(id),
  refuse: (address: string, code: number) => world.catcher.refuse(address, code),
};

/** `staticDir`: the built web app to serve too (a browser test). */
export async function startMailWorld(o: { staticDir?: string } = {}): Promise<void> {
  world.catcher = await startMailCatcher();
  world.server = await startTestServer({ SMTP_URL: world.catcher.url, MAIL_FROM: 'TradeGuild <hello@tradeguild.test>' }, o);
}
export async function stopMailWorld(): Promise<void> {
  await world.server?.stop();
  await world.catcher?.close();
}

export const ev = (type: string, data: unknown) => newEvent(type, data, { schemaVersion: domainEvents.currentVersion(type) });
export async function append(streamId: string, ...events: ReturnType<typeof ev>[]) {
  await world.server.deps.store.appendToStream(streamId, events, { expectedVersion: 'any' });
  await world.server.deps.waker.wakeAll();
}
export const iso = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString();

const blankProfile = {
  description: null,
  location: 'Leeds',
  phone: null,
  website: null,
  yearsExperience: null,
  hourlyRate: null,
  specializations: [],
  certifications: [],
  equipment: [],
  availability: 'available',
  responseTime: null,
};

export interface Person {
  id: string;
  email: string;
}
export const person = (name: string): Person => ({
  id: `mail-${name}-${randomUUID().slice(0, 8)}`,
  email: `${name}.${randomUUID().slice(0, 6)}@example.com`,
});

export async function register(p: Person, firstName: string, userType: 'client' | 'tradesman') {
  await append(
    userStreamId(p.id),
    ev('UserRegistered', { userId: p.id, email: p.email, firstName, lastName: null, profileImageUrl: null, userType }),
  );
}

export async function tradesman(p: Person, businessName: string, outcode: string, postcode: string, radius: number): Promise<string> {
  const tradesmanId = randomUUID();
  await append(
    tradesmanStreamId(tradesmanId),
    ev('TradesmanProfileCreated', {
      ...blankProfile,
      businessName,
      postcode,
      outcode,
      tradeCategories: ['plumber'],
      serviceRadiusMiles: radius,
      tradesmanId,
      userId: p.id,
      createdAt: iso(),
    }),
  );
  return tradesmanId;
}

export const mailsTo = (p: Person) => world.catcher.mails().filter((m) => m.to.includes(p.email));
export const ofKind = (p: Person, kind: string) => mailsTo(p).filter((m) => world.catcher.headers(m.id)?.get('x-tradeguild-kind') === kind);

export async function oneMail(p: Person, kind: MailKind | 'digest'): Promise<CaughtMail> {
  await expect.poll(() => ofKind(p, kind).length, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
  return ofKind(p, kind)[0]!;
}

/** A client's project posted: open, for plumbers. */
export const posted = (projectId: string, clientId: string, title: string, location: string | null = null) =>
  ev('ProjectPosted', {
    projectId,
    clientId,
    title,
    description: 'x',
    category: null,
    projectType: null,
    location,
    budget: null,
    timeline: null,
    requiredTrades: ['Plumber'],
    isMultiTrade: false,
    photos: [],
    postedAt: iso(),
  });

/** A tradesman's quote for the plumbing. */
export const quoted = (projectId: string, applicationId: string, tradesmanId: string, tradesmanUserId: string) =>
  ev('ApplicationSubmitted', {
    projectId,
    applicationId,
    tradesmanId,
    tradesmanUserId,
    message: 'Tuesday',
    proposedCost: '180.00',
    estimatedDuration: '1 day',
    trades: ['Plumber'],
    submittedAt: iso(),
  });
