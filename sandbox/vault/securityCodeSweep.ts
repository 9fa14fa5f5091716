import type { Database } from '../db';
import { TOKEN_TTL_SECONDS } from '../provider/routes/createSession.schema';

/** The longest a session's tokens can live: a session may ask for more than the default 30 minutes. */
export const SECURITY_CODE_LIFETIME_SECONDS = TOKEN_TTL_SECONDS.max;

/**
 * Deletes the CVCs nothing can use any more (PCI DSS 3.3): once a session's tokens have expired,
 * no authorization can send them. An authorization discards its own CVC at once; this catches
 * the checkouts that were abandoned. The card itself stays, for stored instruments.
 */
export async function sweepSecurityCodes(db: Database, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - SECURITY_CODE_LIFETIME_SECONDS * 1000).toISOString();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE vault.cards c SET security_code_encrypted = NULL
       FROM vault.sessions s
       WHERE s.vault_id = c.vault_id AND s.created_at <= $1 AND c.security_code_encrypted IS NOT NULL
       RETURNING c.id`,
      [expiredBefore],
    );
    if (rows.length > 0) {
      await tx.query("DELETE FROM vault.tokens WHERE field = 'security_code' AND card_id = ANY($1)", [rows.map((row) => row.id)]);
    }
    return rows.length;
  });
}
