import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { liveFeedMedia } from '../content/mediaFiles';
import { runFfmpeg } from '../media/ffmpeg';
import { writeAside } from '../media/sampleMedia';
import { LIVE_PROFILE, liveFeedArgs, type LiveSource } from './liveStreamArgs';

/** A short hash of what a feed shows and how it is encoded: a feed made otherwise is encoded again. */
function feedVersion(source: LiveSource): string {
  return createHash('sha256').update(JSON.stringify({ source, profile: LIVE_PROFILE })).digest('hex').slice(0, 12);
}

/**
 * The event's feed in `feedsDir`, encoded the first time it is needed (about a second of CPU) and
 * kept for every later start of the stream. Written aside and renamed, so a half-written feed is
 * never looped, and servers encoding the same feed at once never clash.
 */
export async function ensureLiveFeed(eventId: string, source: LiveSource, feedsDir: string): Promise<string> {
  const feed = join(feedsDir, liveFeedMedia.feed(eventId, feedVersion(source)));
  try {
    await access(feed);
  } catch {
    await writeAside(feed, (partial) => runFfmpeg(liveFeedArgs(source, partial)));
  }
  return feed;
}
