import { generateKeyPairSync } from 'node:crypto';
import type pg from 'pg';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/**
 * The local OpenID provider's storage in PostgreSQL (migration 022): one row per (model, id), so
 * every API instance on the database sees the same sessions, interactions, grants and codes.
 * The semantics are those of oidc-provider's in-memory adapter: an expired row is not found, a
 * consumed one is found with `consumed` set, revoking a grant removes everything issued under it.
 * No maintained PostgreSQL adapter exists on npm (docs/decisions/0055-local-oidc-in-postgresql.md).
 */
const SWEEP_EVERY = 200;

export function pgOidcAdapter(pool: pg.Pool): AdapterFactory {
  let writes = 0;
  const sweep = async () => {
    await pool.query(`DELETE FROM local_oidc_payloads WHERE expires_at < now() - interval '1 hour'`);
  };
  const found = async (where: string, params: unknown[]): Promise<AdapterPayload | undefined> => {
    const { rows } = await pool.query<{ payload: AdapterPayload; consumed: number | null }>(
      `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed FROM local_oidc_payloads
        WHERE ${where} AND (expires_at IS NULL OR expires_at > now())`,
      params,
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: Number(row.consumed) };
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await pool.query(
        `INSERT INTO local_oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? null],
      );
      if (++writes % SWEEP_EVERY === 0) await sweep();
    },
    find: (id) => found('model = $1 AND id = $2', [model, id]),
    findByUid: (uid) => found('model = $1 AND uid = $2', [model, uid]),
    findByUserCode: (userCode) => found('model = $1 AND user_code = $2', [model, userCode]),
    async consume(id) {
      await pool.query('UPDATE local_oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [model, id]);
    },
    async destroy(id) {
      await pool.query('DELETE FROM local_oidc_payloads WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      await pool.query('DELETE FROM local_oidc_payloads WHERE grant_id = $1', [grantId]);
    },
  });
}

/** The provider's signing key: the first instance to start writes one, every instance uses it. */
export async function sharedSigningKey(pool: pg.Pool): Promise<Record<string, unknown>> {
  const { rows } = await pool.query<{ jwk: Record<string, unknown> }>(`SELECT jwk FROM local_oidc_keys WHERE kid = 'local'`);
  if (rows[0]) return rows[0].jwk;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local', use: 'sig', alg: 'RS256' };
  await pool.query(`INSERT INTO local_oidc_keys (kid, jwk) VALUES ('local', $1) ON CONFLICT (kid) DO NOTHING`, [JSON.stringify(jwk)]);
  const again = await pool.query<{ jwk: Record<string, unknown> }>(`SELECT jwk FROM local_oidc_keys WHERE kid = 'local'`);
  return again.rows[0]!.jwk;
}
