import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { z } from 'zod';
import { DEV_DATA_KEY_SECRET } from './eventstore/encryption/cipher.ts';

const DEV_SECRET = 'tradeguild-local-development-secret';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** An address, a subnet (address/prefix) or one of express's names for a range. */
const isProxyAddress = (item: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [ip = '', prefix, ...rest] = item.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For the app believes (express's 'trust proxy'). Unset or "false": none, the
 * socket's address is the client's. A number: that many hops nearest the app, whatever their address.
 * Otherwise comma-separated addresses, subnets or the names loopback, linklocal and uniquelocal.
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((v, ctx): false | number | string[] => {
    const value = v.trim();
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const items = value
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean);
    if (items.length && items.every(isProxyAddress)) return items;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message:
        value === 'true'
          ? 'name the proxy (an address, a subnet, loopback, uniquelocal) or a hop count: true would believe any client’s X-Forwarded-For'
          : 'false, a hop count, or comma-separated addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal',
    });
    return z.NEVER;
  });

/** Every setting the server reads, parsed once at start-up. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRET),
  /**
   * The master secret that wraps people's data keys (crypto-shredding, docs/decisions/0059-crypto-shredding.md).
   * Required in production; elsewhere a development secret. Changing it makes every data key unreadable.
   */
  DATA_KEY_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_DATA_KEY_SECRET),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  ENABLE_LOCAL_OIDC: bool.default('false'),
  ADMIN_EMAIL: z.string().email().default('admin@tradeguild.local'),
  BLOG_MANAGER_EMAIL: z.string().email().optional(),
  /** Comma-separated e-mails who may read the audit area (besides the admin). */
  AUDITOR_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email('AUDITOR_EMAILS must be comma-separated e-mail addresses')))
    .optional(),
  /** How long a read carrying the client's position waits for the read models to pass it before answering with what they have. */
  READ_YOUR_WRITES_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /** Where uploads are kept: a folder (UPLOAD_DIR; shared by instances on one machine or a volume) or an S3-compatible bucket. */
  UPLOAD_STORAGE: z.enum(['filesystem', 's3']).default('filesystem'),
  S3_BUCKET: z.string().min(1).optional(),
  /** Per account: all of a person's uploaded images (every size) together (decision 0063). */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Tracked uploads no read model names are deleted once this old (hourly sweep; 0 turns the sweep off). */
  UPLOAD_ORPHAN_HOURS: z.coerce.number().min(0).default(24),
  /** Any S3-compatible endpoint (MinIO, R2, ...); unset: AWS for S3_REGION. */
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default('false'),
  RUN_WORKERS: bool.default('true'),
  /** Days between closing an account and its erasure by the scheduled job (decision 0061). */
  ACCOUNT_ERASURE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  QUEUE_PREFIX: z.string().default('tradeguild'),
  /** This process's name in GET /api/health (`instance`), so a client behind a balancer sees who answered. */
  INSTANCE_NAME: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'INSTANCE_NAME: letters, digits, ".", ":", "_" or "-", at most 64')
    .default(`${hostname()}-${process.pid}`.replace(/[^\w.:-]/g, '-').slice(0, 64)),
  /** A port of its own for GET /metrics without a session (Prometheus); unset: only admins, at /metrics on PORT. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** The proxies in front of the API (HAProxy, a TLS terminator) whose X-Forwarded-For names the client; decision 0062. */
  TRUST_PROXY: trustProxySchema,
  /** Per user (per address when logged out), kept in Redis so they hold across API instances. */
  RATE_LIMITS_ENABLED: bool.default('true'),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  /** Reports filed per person (POST /api/reports; decision 0051). */
  RATE_LIMIT_REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Per address: starting a login and posting the local sign-in form. */
  RATE_LIMIT_SIGNINS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Bench and tests only (NODE_ENV=test; refused otherwise, production above all): a request whose
   * sign-in-limit bypass header carries this value skips the sign-in limit (every other request is still limited).
   */
  SIGN_IN_LIMIT_BYPASS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Outgoing mail (decision 0065): smtp://user:pass@host:587 or smtps://...:465. Unset: no mail is sent (make run starts a local catcher). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('TradeGuild <no-reply@tradeguild.local>'),
  /**
   * A mail job's lock (renewed every half of it) and the period of the check for stalled jobs: the mails a
   * dead worker was sending are taken up by another worker within one to two of these (decision 0065).
   */
  MAIL_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
});

type RawEnv = Record<string, string | undefined>;

/**
 * Rules across fields. They read the raw environment so that they are reported even when another
 * field (say PORT=abc) fails to parse: a bad start lists every problem at once.
 */
function crossFieldIssues(env: RawEnv): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const production = env.NODE_ENV === 'production';
  const localOidc = env.ENABLE_LOCAL_OIDC === 'true' || env.ENABLE_LOCAL_OIDC === '1';
  if (env.EVENT_STORE === 'eventstoredb' && !env.EVENTSTORE_CONNECTION_STRING) {
    issues.push({ path: 'EVENTSTORE_CONNECTION_STRING', message: 'required when EVENT_STORE=eventstoredb' });
  }
  if (env.OIDC_ISSUER && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
    issues.push({ path: 'OIDC_CLIENT_ID', message: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER' });
  }
  if (!env.OIDC_ISSUER && production && !localOidc) {
    issues.push({
      path: 'OIDC_ISSUER',
      message: 'set OIDC_ISSUER in production; the local sign-in provider trusts any e-mail (ENABLE_LOCAL_OIDC=true to allow it anyway)',
    });
  }
  // NODE_ENV defaults to development, so a deployment that forgot NODE_ENV is refused too.
  if (env.SIGN_IN_LIMIT_BYPASS_TOKEN && env.NODE_ENV !== 'test') {
    issues.push({
      path: 'SIGN_IN_LIMIT_BYPASS_TOKEN',
      message: production
        ? 'never set in production: it lets requests skip the sign-in limit (for the bench and tests only)'
        : 'only with NODE_ENV=test: it lets requests skip the sign-in limit (for the bench and tests only)',
    });
  }
  if (env.UPLOAD_STORAGE === 's3' && !env.S3_BUCKET) {
    issues.push({ path: 'S3_BUCKET', message: 'required when UPLOAD_STORAGE=s3' });
  }
  if (production && env.PUBLIC_URL?.startsWith('https://') && (!env.TRUST_PROXY || env.TRUST_PROXY === 'false')) {
    issues.push({
      path: 'TRUST_PROXY',
      message:
        'PUBLIC_URL is https but the app serves plain HTTP: set TRUST_PROXY to the TLS proxy in front (else no secure session cookie is set)',
    });
  }
  if (production && !env.SMTP_URL) {
    issues.push({ path: 'SMTP_URL', message: 'required in production: e-mail notifications are sent through it' });
  }
  if (production && (!env.SESSION_SECRET || env.SESSION_SECRET === DEV_SECRET)) {
    issues.push({ path: 'SESSION_SECRET', message: 'set a real secret in production' });
  }
  if (production && (!env.DATA_KEY_SECRET || env.DATA_KEY_SECRET === DEV_DATA_KEY_SECRET)) {
    issues.push({
      path: 'DATA_KEY_SECRET',
      message: 'set a real secret in production (it wraps the personal data keys; keep it safe, never change it)',
    });
  }
  return issues;
}

export type Config = z.infer<typeof configSchema> & { DATABASE_URL: string; PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; on failure the message lists every bad field. */
export function parseConfig(rawEnv: NodeJS.ProcessEnv = process.env): z.infer<typeof configSchema> {
  // An empty variable (FOO= in a compose file) means "not set".
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, v]) => v !== ''));
  const result = configSchema.safeParse(env);
  const issues = [
    ...(result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.') || '(root)', message: i.message }))),
    ...crossFieldIssues(env),
  ];
  if (issues.length || !result.success) {
    throw new ConfigError(`Invalid configuration:\n${issues.map((i) => `  - ${i.path}: ${i.message}`).join('\n')}`);
  }
  return result.data;
}

export function blogManagerEmail(config: Pick<Config, 'BLOG_MANAGER_EMAIL' | 'ADMIN_EMAIL'>): string {
  return config.BLOG_MANAGER_EMAIL ?? config.ADMIN_EMAIL;
}
