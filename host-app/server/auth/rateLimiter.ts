import { createHmac } from 'node:crypto';
import type { Queryable } from '@payment-client/server-kit/db';
import { tooManyRequests } from '../http/apiError';
import type { RateLimitRule } from '../securityPolicy';

export interface RateLimiter {
  /** Counts one attempt against `rule` for `subject`, or throws a 429 once the window's limit is passed. */
  consume(rule: RateLimitRule, subject: string, now: Date): Promise<void>;
}

/**
 * Fixed-window counters in the database, so every API process behind a load balancer shares them.
 * Subjects (emails, phones, addresses) are stored only as keyed hashes. `addressLimitScale`
 * raises the per-address limits for a TEST server that every end-to-end test reaches from one address.
 */
export function createRateLimiter(db: Queryable, subjectKey: Buffer, options: { addressLimitScale?: number } = {}): RateLimiter {
  const addressLimitScale = options.addressLimitScale ?? 1;
  return {
    async consume(rule, subject, now) {
      const limit = rule.perAddress ? rule.limit * addressLimitScale : rule.limit;
      const bucketKey = `${rule.name}:${createHmac('sha256', subjectKey).update(subject).digest('base64url')}`;
      const windowOpenedAfter = new Date(now.getTime() - rule.windowSeconds * 1000);
      const { rows } = await db.query<{ hits: number; window_started_at: Date }>(
        `INSERT INTO product.rate_limit_buckets AS bucket (bucket_key, window_started_at, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket_key) DO UPDATE SET
           hits = CASE WHEN bucket.window_started_at <= $3 THEN 1 ELSE bucket.hits + 1 END,
           window_started_at = CASE WHEN bucket.window_started_at <= $3 THEN $2 ELSE bucket.window_started_at END
         RETURNING hits, window_started_at`,
        [bucketKey, now.toISOString(), windowOpenedAfter.toISOString()],
      );
      const row = rows[0];
      if (!row || row.hits <= limit) return;
      const windowEnds = new Date(row.window_started_at).getTime() + rule.windowSeconds * 1000;
      throw tooManyRequests(Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)));
    },
  };
}
