import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { FollowingChange } from '../../contract/content/contentTypes';
import { requireSubscriber } from '../auth/sessions';
import { findChannel } from '../content/channelQueries';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { notFound } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { updateFollowingBodySchema } from './channels.schema';

export function registerChannelRoutes(app: FastifyInstance, context: ProductContext): void {
  /** Following is idempotent: following twice or unfollowing a channel not followed changes nothing. */
  app.post(API_PATHS.updateFollowing, async (request, reply) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(updateFollowingBodySchema, request.body, 'body');
    const change = await context.db.transaction(async (tx): Promise<FollowingChange> => {
      const exists = await findChannel(tx, body.channelId, null, language);
      if (!exists) throw notFound('notFound.channel');
      if (body.follow) {
        await tx.query(
          'INSERT INTO product.channel_follows (subscriber_id, channel_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [subscriberId, body.channelId, now.toISOString()],
        );
      } else {
        await tx.query('DELETE FROM product.channel_follows WHERE subscriber_id = $1 AND channel_id = $2', [subscriberId, body.channelId]);
      }
      const channel = await findChannel(tx, body.channelId, subscriberId, language);
      return { channelId: body.channelId, isFollowing: channel?.isFollowing ?? false, followers: channel?.followers ?? 0 };
    });
    return sendData(request, reply, change);
  });
}
