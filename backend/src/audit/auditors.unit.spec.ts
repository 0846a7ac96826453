import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { isAuditor } from '../http/auth.ts';

describe('AUDITOR_EMAILS', () => {
  it('is a comma-separated list of e-mails, trimmed and in lower case; unset means none', () => {
    expect(parseConfig({ AUDITOR_EMAILS: ' Ann@Example.com, bob@example.com ,' }).AUDITOR_EMAILS).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    expect(parseConfig({}).AUDITOR_EMAILS).toBeUndefined();
  });

  it('refuses a value that is not a list of e-mails', () => {
    expect(() => parseConfig({ AUDITOR_EMAILS: 'ann@example.com, not-an-email' })).toThrow(/AUDITOR_EMAILS/);
  });
});

describe('isAuditor', () => {
  const policy = { adminEmail: 'admin@example.com', blogManagerEmail: 'admin@example.com', auditorEmails: ['ann@example.com'] };
  const who = (email: string, emailVerified = true, userType: 'client' | 'tradesman' | 'admin' = 'client') => ({
    email,
    emailVerified,
    userType,
  });

  it('is the admin or a listed, verified e-mail (ignoring case)', () => {
    expect(isAuditor(who('admin@example.com'), policy)).toBe(true);
    expect(isAuditor(who('someone@example.com', true, 'admin'), policy)).toBe(true);
    expect(isAuditor(who('ANN@example.com'), policy)).toBe(true);
    expect(isAuditor(who('ann@example.com', false), policy)).toBe(false);
    expect(isAuditor(who('bob@example.com'), policy)).toBe(false);
    expect(isAuditor(who('bob@example.com'), { adminEmail: 'admin@example.com', blogManagerEmail: 'admin@example.com' })).toBe(false);
  });
});
