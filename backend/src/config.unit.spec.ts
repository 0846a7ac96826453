import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { blogManagerEmail, ConfigError, parseConfig } from './config.ts';

const realSecret = 'a-real-production-secret-0123456789';
const dataKeySecret = 'a-real-production-data-key-secret-0123456789';
/** A production environment that parses; each test takes away or changes what it is about. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  SESSION_SECRET: realSecret,
  DATA_KEY_SECRET: dataKeySecret,
  ENABLE_LOCAL_OIDC: 'true',
};
const without = (key: keyof typeof PRODUCTION): Record<string, string> =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([k]) => k !== key));

function configError(env: NodeJS.ProcessEnv): string {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has working defaults for local development', () => {
    expect(parseConfig({})).toEqual({
      NODE_ENV: 'development',
      PORT: 5000,
      REDIS_URL: 'redis://127.0.0.1:6379',
      SESSION_SECRET: 'tradeguild-local-development-secret',
      DATA_KEY_SECRET: 'tradeguild-local-development-data-key-secret',
      EVENT_STORE: 'postgres',
      ENABLE_LOCAL_OIDC: false,
      ADMIN_EMAIL: 'admin@tradeguild.local',
      LOG_LEVEL: 'info',
      READ_YOUR_WRITES_WAIT_MS: 2000,
      UPLOAD_DIR: '.data/uploads',
      UPLOAD_STORAGE: 'filesystem',
      UPLOAD_QUOTA_MB: 200,
      UPLOAD_ORPHAN_HOURS: 24,
      S3_REGION: 'eu-west-2',
      S3_FORCE_PATH_STYLE: false,
      RUN_WORKERS: true,
      QUEUE_PREFIX: 'tradeguild',
      METRICS_HOST: '127.0.0.1',
      INSTANCE_NAME: `${hostname()}-${process.pid}`.replace(/[^\w.:-]/g, '-').slice(0, 64),
      RATE_LIMITS_ENABLED: true,
      RATE_LIMIT_WRITES_PER_MINUTE: 120,
      RATE_LIMIT_MESSAGES_PER_MINUTE: 60,
      RATE_LIMIT_UPLOADS_PER_HOUR: 100,
      RATE_LIMIT_REPORTS_PER_HOUR: 20,
      RATE_LIMIT_SIGNINS_PER_MINUTE: 30,
      TRUST_PROXY: false,
      MAIL_FROM: 'TradeGuild <no-reply@tradeguild.local>',
      MAIL_LOCK_MS: 30_000,
      ACCOUNT_ERASURE_DAYS: 30,
    });
  });

  it('reads strings from the environment into typed values', () => {
    const c = parseConfig({
      PORT: '8080',
      RUN_WORKERS: '0',
      ENABLE_LOCAL_OIDC: '1',
      BLOG_MANAGER_EMAIL: 'blog@example.com',
      READ_YOUR_WRITES_WAIT_MS: '15000',
    });
    expect(c).toMatchObject({ PORT: 8080, RUN_WORKERS: false, ENABLE_LOCAL_OIDC: true, READ_YOUR_WRITES_WAIT_MS: 15000 });
    expect(blogManagerEmail(c)).toBe('blog@example.com');
    expect(blogManagerEmail(parseConfig({}))).toBe('admin@tradeguild.local');
  });

  it('needs a bucket for S3 uploads', () => {
    expect(configError({ UPLOAD_STORAGE: 's3' })).toContain('S3_BUCKET: required when UPLOAD_STORAGE=s3');
    expect(parseConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'uploads',
    });
  });

  it('takes an instance name for /api/health and refuses one that could carry markup', () => {
    expect(parseConfig({ INSTANCE_NAME: 'api-2' }).INSTANCE_NAME).toBe('api-2');
    expect(configError({ INSTANCE_NAME: '<script>' })).toContain('INSTANCE_NAME');
  });

  it('lists every bad field in one ConfigError', () => {
    const message = configError({ PORT: '70000', ADMIN_EMAIL: 'not-an-email', EVENT_STORE: 'eventstoredb' });
    const fields = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(fields).toEqual(['- PORT', '- ADMIN_EMAIL', '- EVENTSTORE_CONNECTION_STRING']);
    expect(message).toContain('required when EVENT_STORE=eventstoredb');
  });

  // A PORT that is not a number must not hide the cross-field problems.
  it('lists the cross-field problems even when PORT is not a number', () => {
    const message = configError({ PORT: 'abc', ADMIN_EMAIL: 'not-an-email', EVENT_STORE: 'eventstoredb' });
    expect(message).toMatch(/PORT:[\s\S]*ADMIN_EMAIL:[\s\S]*EVENTSTORE_CONNECTION_STRING:/);
  });

  it('accepts EVENT_STORE=eventstoredb with a connection string', () => {
    const c = parseConfig({ EVENT_STORE: 'eventstoredb', EVENTSTORE_CONNECTION_STRING: 'esdb://localhost:2113?tls=false' });
    expect(c.EVENT_STORE).toBe('eventstoredb');
  });

  it('refuses production without OIDC_ISSUER, because the local provider trusts any e-mail', () => {
    const message = configError({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', SESSION_SECRET: realSecret });
    expect(message).toContain('OIDC_ISSUER: set OIDC_ISSUER in production');
  });

  it('allows production with the local provider when ENABLE_LOCAL_OIDC=true', () => {
    const c = parseConfig(PRODUCTION);
    expect(c).toMatchObject({ NODE_ENV: 'production', ENABLE_LOCAL_OIDC: true });
  });

  it('allows production with a real OIDC issuer and its client credentials', () => {
    const env = { ...without('ENABLE_LOCAL_OIDC'), OIDC_ISSUER: 'https://id.example.com' };
    expect(configError(env)).toContain('OIDC_CLIENT_ID');
    expect(parseConfig({ ...env, OIDC_CLIENT_ID: 'tg', OIDC_CLIENT_SECRET: 's3cret' }).OIDC_ISSUER).toBe('https://id.example.com');
  });

  it('requires SMTP_URL in production and refuses a URL that is not SMTP', () => {
    expect(configError(without('SMTP_URL'))).toContain('SMTP_URL: required in production');
    expect(configError({ SMTP_URL: 'http://mail.example.com' })).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe('smtps://u:p@mail.example.com:465');
  });

  it('refuses the development session secret in production', () => {
    expect(configError(without('SESSION_SECRET'))).toContain('SESSION_SECRET: set a real secret in production');
  });

  it('refuses production without a real DATA_KEY_SECRET, and a short one anywhere', () => {
    expect(configError(without('DATA_KEY_SECRET'))).toContain('DATA_KEY_SECRET: set a real secret in production');
    expect(parseConfig(PRODUCTION).DATA_KEY_SECRET).toBe(dataKeySecret);
    expect(configError({ DATA_KEY_SECRET: 'short' })).toContain('DATA_KEY_SECRET: must be at least 32 characters');
    expect(parseConfig({}).DATA_KEY_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses the sign-in limit bypass in production and anywhere but NODE_ENV=test', () => {
    const token = 'bench-only-token-0123456789';
    const production = PRODUCTION;
    expect(parseConfig(production).SIGN_IN_LIMIT_BYPASS_TOKEN).toBeUndefined();
    expect(configError({ ...production, SIGN_IN_LIMIT_BYPASS_TOKEN: token })).toContain(
      'SIGN_IN_LIMIT_BYPASS_TOKEN: never set in production',
    );
    expect(parseConfig({ NODE_ENV: 'test', SIGN_IN_LIMIT_BYPASS_TOKEN: token }).SIGN_IN_LIMIT_BYPASS_TOKEN).toBe(token);
    // Nor where NODE_ENV was left unset (development): only the bench and tests set NODE_ENV=test.
    expect(configError({ SIGN_IN_LIMIT_BYPASS_TOKEN: token })).toContain('SIGN_IN_LIMIT_BYPASS_TOKEN: only with NODE_ENV=test');
    expect(configError({ NODE_ENV: 'development', SIGN_IN_LIMIT_BYPASS_TOKEN: token })).toContain('only with NODE_ENV=test');
    // A short, guessable token is refused everywhere.
    expect(configError({ NODE_ENV: 'test', SIGN_IN_LIMIT_BYPASS_TOKEN: 'short' })).toContain('SIGN_IN_LIMIT_BYPASS_TOKEN');
  });

  it('reads TRUST_PROXY as none, a hop count, or the proxies’ addresses, and refuses "true"', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(parseConfig({ TRUST_PROXY: 'uniquelocal, 203.0.113.7, 10.0.0.0/8, ::1, fd00::/8' }).TRUST_PROXY).toEqual([
      'uniquelocal',
      '203.0.113.7',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(configError({ TRUST_PROXY: 'true' })).toContain('TRUST_PROXY: name the proxy');
    for (const bad of ['haproxy', '10.0.0.0/33', '300.1.1.1', 'loopback,,nope', '1.2.3.4/8/9'])
      expect(configError({ TRUST_PROXY: bad }), bad).toContain('TRUST_PROXY: false, a hop count');
  });

  it('refuses an https PUBLIC_URL in production without a trusted proxy (no secure cookie would be set)', () => {
    const production = { ...PRODUCTION, PUBLIC_URL: 'https://tg.example' };
    expect(configError(production)).toContain('TRUST_PROXY: PUBLIC_URL is https');
    expect(parseConfig({ ...production, TRUST_PROXY: 'uniquelocal' }).TRUST_PROXY).toEqual(['uniquelocal']);
  });
});
