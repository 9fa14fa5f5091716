import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { Interest, InterestsUpdated } from '../../contract/account/accountTypes';
import { optionalSubscriber, requireSubscriber } from '../auth/sessions';
import { publicImage } from '../content/mediaUrls';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { wrongInput } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { interestsUpdateBodySchema } from './interests.schema';

export function registerInterestRoutes(app: FastifyInstance, context: ProductContext): void {
  /** Public; a signed-in viewer's own choices come marked, privately. */
  app.get(API_PATHS.interests, app.publicReads.handler({ variesByViewer: true }, async (request) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const subscriber = await optionalSubscriber(request, context, now);
    const { rows } = await context.db.query<{ id: string; name_en: string; name_ar: string; icon: string; selected: boolean }>(
      `SELECT i.id, i.name_en, i.name_ar, i.icon,
         EXISTS (SELECT 1 FROM product.subscriber_interests s WHERE s.interest_id = i.id AND s.subscriber_id = $1) AS selected
       FROM product.interests i ORDER BY i.sort_order`,
      [subscriber?.subscriberId ?? null],
    );
    const interests: Interest[] = rows.map((row) => ({
      id: row.id,
      name: language === 'ar' ? row.name_ar : row.name_en,
      icon: publicImage(row.icon).url,
      iconImage: publicImage(row.icon).image,
      selected: row.selected,
    }));
    return { data: interests };
  }));

  /** Replaces the subscriber's interests with exactly the given ones; an unknown id refuses the whole change. */
  app.post(API_PATHS.interestsUpdate, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const { interests } = parseInput(interestsUpdateBodySchema, request.body, 'body');
    await context.db.transaction(async (tx) => {
      const known = await tx.query<{ id: string }>('SELECT id FROM product.interests WHERE id = ANY($1::text[])', [interests]);
      const knownIds = new Set(known.rows.map((row) => row.id));
      const unknown = interests.flatMap((id, index) => (knownIds.has(id) ? [] : [{ field: `body.interests.${index}`, messageKey: 'interests.unknown' as const }]));
      if (unknown.length > 0) throw wrongInput('interests.unknown', unknown);
      await tx.query('DELETE FROM product.subscriber_interests WHERE subscriber_id = $1', [subscriberId]);
      if (interests.length > 0) {
        await tx.query(
          'INSERT INTO product.subscriber_interests (subscriber_id, interest_id) SELECT $1, unnest($2::text[])',
          [subscriberId, interests],
        );
      }
    });
    return sendData(request, reply, { interests } satisfies InterestsUpdated);
  });
}
