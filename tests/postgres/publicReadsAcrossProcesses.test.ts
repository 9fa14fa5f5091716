import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../host-app/contract/http/apiPaths';
import type { ApiSuccess } from '../../host-app/contract/http/apiEnvelope';
import type { ChannelSummary, HomeData } from '../../host-app/contract/content/contentTypes';
import { PUBLIC_READ_MEMORY_TTL_SECONDS } from '../../host-app/server/publicReads/cachePolicy';
import { startProcessWorld, type ProcessWorld } from './processWorld';
import { signInNewSubscriber } from './subscriberJourney';
import { waitFor } from './waitFor';

const HOME = API_PATHS.home('en', 'AE');
/** Well inside the time a kept answer lives anyway, so only a notification can explain a change seen sooner. */
const HEARD_WITHIN_MS = 5_000;

interface HomeRead {
  etag: string;
  channels: ChannelSummary[];
}

async function readHome(origin: string): Promise<HomeRead> {
  const response = await fetch(`${origin}${HOME}`, { headers: { 'accept-encoding': 'br' } });
  if (response.status !== 200) throw new Error(`home: ${response.status}`);
  const home = ((await response.json()) as ApiSuccess<HomeData>).data;
  const section = home.sections.find((candidate) => candidate.type === 'channels');
  if (section?.type !== 'channels') throw new Error('home has no channels section');
  return { etag: response.headers.get('etag') ?? '', channels: section.items };
}

const channelOf = (read: HomeRead, id: string) => read.channels.find((channel) => channel.id === id)!;

describe('public reads kept by two product API processes on one PostgreSQL', () => {
  let world: ProcessWorld;
  beforeAll(async () => {
    world = await startProcessWorld({ apiCount: 2, settleDelayMs: 100 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("a write through one process empties what the other keeps, at once rather than when its copy expires", async () => {
    expect(HEARD_WITHIN_MS).toBeLessThan(PUBLIC_READ_MEMORY_TTL_SECONDS * 1000);
    const [first, second] = world.apis;
    // The second process keeps the visitors' home: the same answer twice.
    const kept = await readHome(second!.origin);
    expect((await readHome(second!.origin)).etag).toBe(kept.etag);
    const followersBefore = channelOf(kept, 'live-music').followers;

    const subscriber = await signInNewSubscriber(first!.origin);
    const followed = await fetch(`${first!.origin}${API_PATHS.updateFollowing}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${subscriber.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ channelId: 'live-music', follow: true }),
    });
    expect(followed.status).toBe(200);

    const changed = await waitFor(
      'the second process to show the new follower',
      async () => {
        const read = await readHome(second!.origin);
        return channelOf(read, 'live-music').followers === followersBefore + 1 ? read : undefined;
      },
      HEARD_WITHIN_MS,
    );
    expect(changed.etag).not.toBe(kept.etag);
    // The first process, which wrote it, shows the same.
    expect(channelOf(await readHome(first!.origin), 'live-music').followers).toBe(followersBefore + 1);
  });

  it('a change made by hand in the database reaches both processes', async () => {
    const titles = async () => Promise.all(world.apis.map(async (api) => channelOf(await readHome(api.origin), 'city-tours').title));
    const before = await titles();
    expect(before[0]).toBe(before[1]);
    await world.productDb.query("UPDATE product.channels SET title_en = 'City Tours, renamed' WHERE id = 'city-tours'");
    await waitFor('both processes to show the new title', async () => ((await titles()).every((title) => title === 'City Tours, renamed') ? true : undefined), HEARD_WITHIN_MS);
  });
});
