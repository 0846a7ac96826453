import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { ErrorBody } from '@tradeguild/contracts';
import type { Config } from '../config.ts';

const MINUTE = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A signed-in user is limited as a person, whichever address they come from; anyone else by address. */
const address = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? '0.0.0.0')}`;
const userOrAddress = (req: Request) => (req.currentUser ? `user:${req.currentUser.id}` : address(req));

/** The header whose value, when it equals SIGN_IN_LIMIT_BYPASS_TOKEN (never set in production), skips the sign-in limit. */
export const SIGN_IN_LIMIT_BYPASS_HEADER = 'x-sign-in-limit-bypass';

/** Only a request carrying the configured token skips; without a token configured, none does. */
function carriesBypassToken(token: string | undefined) {
  if (!token) return () => false;
  const expected = Buffer.from(token);
  return (req: Request) => {
    const given = Buffer.from(req.get(SIGN_IN_LIMIT_BYPASS_HEADER) ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

export interface RateLimits {
  writes: RequestHandler;
  messages: RequestHandler;
  uploads: RequestHandler;
  reports: RequestHandler;
  signIns: RequestHandler;
}

/**
 * The store loads its Lua scripts once, when the app starts; if Redis is not reachable then (the
 * limiter's connection is still connecting, or Redis is restarting) the store would keep that failure
 * for good and let every request through. Instead `SCRIPT LOAD` is answered here with the script's
 * SHA1, and an `EVALSHA` that Redis does not know yet is sent again as `EVAL` (which caches it).
 */
function scriptSafeCommands(redis: Redis) {
  const scripts = new Map<string, string>();
  return async (command: string, ...args: string[]): Promise<RedisReply> => {
    if (command.toUpperCase() === 'SCRIPT' && args[0]?.toUpperCase() === 'LOAD' && args[1] !== undefined) {
      const sha = createHash('sha1').update(args[1]).digest('hex');
      scripts.set(sha, args[1]);
      return sha;
    }
    if (command.toUpperCase() === 'EVALSHA' && args[0] !== undefined) {
      const [sha, ...rest] = args;
      try {
        return (await redis.call('EVALSHA', sha, ...rest)) as RedisReply;
      } catch (err) {
        const script = scripts.get(sha);
        if (!script || !(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
        return (await redis.call('EVAL', script, ...rest)) as RedisReply;
      }
    }
    return (await redis.call(command, ...args)) as RedisReply;
  };
}

/**
 * Limits on writes, messages, uploads, reports and sign-ins, counted in Redis (they hold across API
 * instances). Over the limit: 429 with Retry-After and the usual JSON error body. If Redis is down
 * the limits let requests through rather than take the site down with it: the connection given here
 * has no offline queue, so a command fails at once instead of waiting for Redis to return.
 */
export function createRateLimits(config: Config, redis: Redis): RateLimits {
  if (!config.RATE_LIMITS_ENABLED) {
    const pass: RequestHandler = (_req, _res, next) => next();
    return { writes: pass, messages: pass, uploads: pass, reports: pass, signIns: pass };
  }
  const limiter = (name: string, o: Partial<Options>): RequestHandler =>
    rateLimit({
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      passOnStoreError: true,
      keyGenerator: userOrAddress,
      store: new RedisStore({
        prefix: `${config.QUEUE_PREFIX}:rate:${name}:`,
        sendCommand: scriptSafeCommands(redis),
      }),
      handler: (_req, res, _next, options) => {
        const seconds = Math.max(1, Math.ceil(Number(res.getHeader('Retry-After') ?? options.windowMs / 1000)));
        const body: ErrorBody = { message: `Too many requests, try again in ${seconds} s`, code: 'rate_limited' };
        res.status(options.statusCode).setHeader('Retry-After', String(seconds)).json(body);
      },
      ...o,
    });
  return {
    writes: limiter('writes', {
      windowMs: MINUTE,
      limit: config.RATE_LIMIT_WRITES_PER_MINUTE,
      skip: (req) => !WRITE_METHODS.has(req.method),
    }),
    messages: limiter('messages', { windowMs: MINUTE, limit: config.RATE_LIMIT_MESSAGES_PER_MINUTE, skip: (req) => req.method !== 'POST' }),
    uploads: limiter('uploads', { windowMs: 60 * MINUTE, limit: config.RATE_LIMIT_UPLOADS_PER_HOUR, skip: (req) => req.method !== 'POST' }),
    reports: limiter('reports', { windowMs: 60 * MINUTE, limit: config.RATE_LIMIT_REPORTS_PER_HOUR, skip: (req) => req.method !== 'POST' }),
    signIns: limiter('sign-ins', {
      windowMs: MINUTE,
      limit: config.RATE_LIMIT_SIGNINS_PER_MINUTE,
      keyGenerator: address,
      skip: carriesBypassToken(config.SIGN_IN_LIMIT_BYPASS_TOKEN),
    }),
  };
}
