import type { Queryable } from '@payment-client/server-kit/db';
import type { InterestRanks } from './interestOrder';

/** The categories a subscriber's interests stand for, ranked by the interests' listed order. */
export async function interestRanks(db: Queryable, subscriberId: string | null): Promise<InterestRanks> {
  if (subscriberId === null) return new Map();
  const { rows } = await db.query<{ category_id: string }>(
    `SELECT i.category_id FROM product.subscriber_interests s JOIN product.interests i ON i.id = s.interest_id
     WHERE s.subscriber_id = $1 AND i.category_id IS NOT NULL
     GROUP BY i.category_id ORDER BY min(i.sort_order), i.category_id`,
    [subscriberId],
  );
  return new Map(rows.map((row, rank) => [row.category_id, rank]));
}
