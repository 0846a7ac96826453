import type { Express, Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import OpenIDConnectStrategy, { type Profile, type VerifyFunction } from 'passport-openidconnect';
import { z } from 'zod';
import { userStreamId, type UserType } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { renewDestroyedKey } from '../eventstore/index.ts';
import type { AppDeps } from '../http/deps.ts';
import { execute } from '../http/deps.ts';
import { findUser } from '../http/find-user.ts';
import { ApiRouter } from '../http/route.ts';
import { accountDecider } from './decide.ts';
import { LOCAL_CLIENT_ID, mountLocalOidc } from './local-oidc.ts';

/**
 * How long the session that carries a sign-in in progress (the OIDC state and nonce, the role asked
 * for) lives, row and cookie: a visitor who never finishes leaves a row for minutes, not the 7 days of
 * a signed-in session. Completing sign-in replaces it with a new, full-length session (decision 0062).
 */
export const SIGN_IN_SESSION_MS = 10 * 60_000;

interface Endpoints {
  issuer: string;
  authorizationURL: string;
  tokenURL: string;
  userInfoURL: string;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
});

async function discover(issuer: string): Promise<Endpoints> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery at ${issuer} failed: ${res.status}`);
  const d = discoverySchema.parse(await res.json());
  return { issuer: d.issuer, authorizationURL: d.authorization_endpoint, tokenURL: d.token_endpoint, userInfoURL: d.userinfo_endpoint };
}

/**
 * Sign-in (/api/login, then /api/callback) through passport-openidconnect (logout: logout.ts).
 * Without OIDC_ISSUER the local provider is mounted at /oidc and used. Sign-ins are rate limited.
 */
export async function mountLogin(app: Express, deps: AppDeps, signIns: RequestHandler) {
  const { config } = deps;
  const local = !config.OIDC_ISSUER;
  let endpoints: Endpoints;
  let clientID = config.OIDC_CLIENT_ID ?? '';
  let clientSecret = config.OIDC_CLIENT_SECRET ?? '';
  if (local) {
    clientID = LOCAL_CLIENT_ID;
    clientSecret = `${config.SESSION_SECRET}:oidc-client`;
    const { issuer } = await mountLocalOidc(app, {
      pool: deps.pool,
      publicUrl: config.PUBLIC_URL,
      clientSecret,
      cookieKey: config.SESSION_SECRET,
    });
    endpoints = { issuer, authorizationURL: `${issuer}/auth`, tokenURL: `${issuer}/token`, userInfoURL: `${issuer}/me` };
  } else {
    endpoints = await discover(config.OIDC_ISSUER!);
  }

  // One passport per app: several API instances in one process (tests) must not share a strategy.
  const passport = new Passport();
  passport.use(
    'oidc',
    new OpenIDConnectStrategy(
      {
        ...endpoints,
        clientID,
        clientSecret,
        callbackURL: `${config.PUBLIC_URL}/api/callback`,
        scope: ['email', 'profile'],
        skipUserProfile: false,
        passReqToCallback: true,
        // The local provider always shows its sign-in page, so logging out lets you pick another account.
        ...(local ? { prompt: 'login' } : {}),
      },
      // passReqToCallback: the typings do not model this form.
      // The ten-argument form is the one that hands over the userinfo claims (uiProfile._json).
      ((
        req: Request,
        _issuer: string,
        uiProfile: Profile | undefined,
        idProfile: Profile,
        _context: unknown,
        _idToken: unknown,
        _accessToken: unknown,
        _refreshToken: unknown,
        _params: unknown,
        done: (err: unknown, user?: Express.User | false) => void,
      ) => {
        const profile = uiProfile ?? idProfile;
        registerOnFirstLogin(deps, req, profile).then(
          (userId) => done(null, { id: userId, emailVerified: emailVerifiedClaim(profile) }),
          done,
        );
      }) as unknown as VerifyFunction,
    ),
  );

  const routes = new ApiRouter('', app);
  routes.on(apiRoutes.accounts.login, signIns, ({ query }, req, res, next) => {
    if (!req.session.userId) req.session.cookie.maxAge = SIGN_IN_SESSION_MS;
    if (query.role) req.session.requestedRole = query.role;
    req.session.returnTo = query.returnTo;
    passport.authenticate('oidc', { session: false })(req, res, next);
  });

  routes.on(apiRoutes.accounts.loginCallback, (_input, req, res, next) => {
    passport.authenticate('oidc', { session: false }, (err: unknown, user: { id: string; emailVerified: boolean } | false) => {
      if (err || !user) {
        deps.logger.warn({ err }, 'login failed');
        res.redirect('/?login=failed');
        return;
      }
      landingAfterSignIn(deps, user.id, req.session.returnTo).then((target) => {
        // A new session id on login: a session fixed before login is worth nothing after it.
        req.session.regenerate((regenErr) => {
          if (regenErr) return next(regenErr);
          req.session.userId = user.id;
          req.session.emailVerified = user.emailVerified;
          req.session.save((saveErr) => (saveErr ? next(saveErr) : res.redirect(target)));
        });
      }, next);
    })(req, res, next);
  });
}

/** The page asked for at sign-in (a path of this site), but Settings for a closed account, which may only reopen there. */
async function landingAfterSignIn(deps: AppDeps, userId: string, returnTo: string | undefined): Promise<string> {
  if (!returnTo) return '/';
  return (await findUser(deps, userId))?.closedAt ? '/settings' : returnTo;
}

async function registerOnFirstLogin(deps: AppDeps, req: Request, profile: Profile): Promise<string> {
  const json = ((profile as { _json?: Record<string, unknown> })._json ?? {}) as Record<string, unknown>;
  const userId = profile.id;
  const email = profile.emails?.[0]?.value ?? (typeof json.email === 'string' ? json.email : null);
  if (!userId || !email) throw new Error('The identity provider did not return a subject and an e-mail');
  const claimedType = json.user_type === 'tradesman' || json.user_type === 'client' ? (json.user_type as UserType) : null;
  const userType: UserType = claimedType ?? req.session.requestedRole ?? 'client';
  // An erased person signing up again starts a new account: with a new data key (decision 0061).
  await renewDestroyedKey(deps.pool, userId);
  await execute(deps, req, {
    streamId: userStreamId(userId),
    decider: accountDecider,
    command: {
      type: 'RegisterUser',
      data: {
        userId,
        email,
        firstName: profile.name?.givenName ?? (typeof json.given_name === 'string' ? json.given_name : null),
        lastName: profile.name?.familyName ?? null,
        profileImageUrl: profile.photos?.[0]?.value ?? null,
        userType,
      },
    },
  });
  return userId;
}

/** Whether the provider vouches for the e-mail in this very login (admin rights depend on it). */
function emailVerifiedClaim(profile: Profile): boolean {
  const json = (profile as { _json?: Record<string, unknown> })._json ?? {};
  return json.email_verified === true || json.email_verified === 'true';
}
