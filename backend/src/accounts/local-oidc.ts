import express, { type Express } from 'express';
import type pg from 'pg';
import Provider, { type Configuration } from 'oidc-provider';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { safeString } from '@tradeguild/contracts';
import { pgOidcAdapter, sharedSigningKey } from './oidc-pg-adapter.ts';
import { signInPage } from './sign-in-page.ts';

const ACCOUNT_NAMESPACE = 'c0b6bd3e-2f83-4c1e-8f39-58d0a8b1f7a4';
export const LOCAL_CLIENT_ID = 'tradeguild-web';

export const localAccountId = (email: string) => uuidv5(email.trim().toLowerCase(), ACCOUNT_NAMESPACE);

const signInSchema = z.object({
  email: safeString().pipe(z.string().trim().toLowerCase().email('Enter a valid e-mail address')),
  firstName: safeString().pipe(z.string().trim().min(1, 'Enter your first name').max(80, 'Keep your first name under 80 characters')),
  userType: z.enum(['client', 'tradesman'], { errorMap: () => ({ message: 'Choose client or tradesman' }) }),
});

interface AccountRow {
  account_id: string;
  email: string;
  first_name: string | null;
  user_type: string;
}

/**
 * A real OpenID Connect provider for local use (no OIDC_ISSUER configured). Its sign-in page
 * trusts the e-mail typed in, so it must never face the internet (see config.ts). Its state and
 * signing key are in PostgreSQL, so several API instances behind one address share it.
 */
export async function mountLocalOidc(app: Express, opts: { pool: pg.Pool; publicUrl: string; clientSecret: string; cookieKey: string }) {
  const issuer = `${opts.publicUrl}/oidc`;
  const signingKey = await sharedSigningKey(opts.pool);
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: opts.clientSecret,
        redirect_uris: [`${opts.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${opts.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: pgOidcAdapter(opts.pool),
    jwks: { keys: [signingKey] },
    cookies: { keys: [opts.cookieKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'user_type'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    // The web app is first-party: no consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const { rows } = await opts.pool.query<AccountRow>('SELECT * FROM local_oidc_accounts WHERE account_id = $1', [id]);
      const row = rows[0];
      if (!row) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: row.email,
          // The local provider is for development and trusts what is typed (README): it vouches for its own sign-ins.
          email_verified: true,
          given_name: row.first_name ?? undefined,
          user_type: row.user_type,
        }),
      };
    },
    ttl: { Session: 24 * 3600, Interaction: 3600, Grant: 24 * 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;

  const form = express.urlencoded({ extended: false, limit: '10kb' });

  app.get('/oidc/interaction/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const role = req.session?.requestedRole === 'tradesman' ? 'tradesman' : 'client';
    res.type('html').send(signInPage({ uid: details.uid, values: { email: '', firstName: '', userType: role } }));
  });

  app.post('/oidc/interaction/:uid/login', form, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const parsed = signInSchema.safeParse(req.body);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      res
        .status(400)
        .type('html')
        .send(signInPage({ uid: details.uid, values: req.body ?? {}, errors }));
      return;
    }
    const { email, firstName, userType } = parsed.data;
    const accountId = localAccountId(email);
    await opts.pool.query(
      `INSERT INTO local_oidc_accounts (account_id, email, first_name, user_type) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id) DO UPDATE SET first_name = excluded.first_name, user_type = excluded.user_type, updated_at = now()`,
      [accountId, email, firstName, userType],
    );
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  });

  app.use('/oidc', provider.callback());
  return { issuer, provider };
}
