import type { Queryable } from '../db';

export interface VaultSession {
  vaultId: string;
  executionId: string;
  allowedOrigins: string[];
}

export async function createVaultSession(tx: Queryable, session: VaultSession, now: Date): Promise<void> {
  await tx.query('INSERT INTO vault.sessions (vault_id, execution_id, allowed_origins, created_at) VALUES ($1, $2, $3, $4)', [
    session.vaultId,
    session.executionId,
    JSON.stringify(session.allowedOrigins),
    now.toISOString(),
  ]);
}

export async function findVaultSession(db: Queryable, vaultId: string): Promise<VaultSession | null> {
  const { rows } = await db.query<{ vault_id: string; execution_id: string; allowed_origins: string[] }>(
    'SELECT vault_id, execution_id, allowed_origins FROM vault.sessions WHERE vault_id = $1',
    [vaultId],
  );
  const row = rows[0];
  return row ? { vaultId: row.vault_id, executionId: row.execution_id, allowedOrigins: row.allowed_origins } : null;
}
