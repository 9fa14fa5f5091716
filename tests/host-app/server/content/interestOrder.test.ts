import { describe, expect, it } from 'vitest';
import type { HomeSection, VideoSummary } from '../../../../host-app/contract/content/contentTypes';
import { orderByInterest, orderHomeByInterests } from '../../../../host-app/server/content/interestOrder';

const video = (id: string, categoryId: string) => ({ id, categoryId }) as VideoSummary;
const row = (key: HomeSection['key'], ...items: VideoSummary[]): HomeSection => ({ key, type: 'videos', title: key, items });
const ids = (section: HomeSection | undefined) => section?.items.map((item) => item.id);

describe('home in the order of a viewer’s interests', () => {
  it('puts items of interest categories first, in interest order, and keeps the others’ order', () => {
    const items = [video('a', 'travel'), video('b', 'music'), video('c', 'sports'), video('d', 'music'), video('e', 'nature')];
    const ranks = new Map([['sports', 0], ['music', 1]]);
    expect(orderByInterest(items, (item) => item.categoryId, ranks).map((item) => item.id)).toEqual(['c', 'b', 'd', 'a', 'e']);
  });

  it('changes nothing for a viewer without interests', () => {
    const sections = [row('featured_replay', video('a', 'travel'), video('b', 'music')), row('category', video('c', 'sports'))];
    expect(orderHomeByInterests(sections, new Map())).toEqual(sections);
  });

  it('moves the rows of videos with the most interest videos up, into the slots rows of videos held, leaving other sections in place', () => {
    const hero: HomeSection = { key: 'whats_hot', type: 'sliders', title: 'hot', items: [video('h1', 'travel'), video('h2', 'music')] };
    const events: HomeSection = { key: 'live', type: 'events', title: 'live', items: [] };
    const sections = [
      hero,
      row('following', video('f1', 'travel'), video('f2', 'music')),
      row('people_we_love', video('p1', 'travel'), video('p2', 'culture')),
      events,
      row('category', video('c1', 'music'), video('c2', 'music')),
      row('featured_replay', video('r1', 'travel'), video('r2', 'music')),
    ];
    const ordered = orderHomeByInterests(sections, new Map([['music', 0]]));
    expect(ordered.map((section) => section.key)).toEqual(['whats_hot', 'following', 'category', 'live', 'featured_replay', 'people_we_love']);
    expect(ids(ordered[0])).toEqual(['h2', 'h1']);
    // The followed channels' row stays newest first.
    expect(ids(ordered[1])).toEqual(['f1', 'f2']);
    expect(ids(ordered[4])).toEqual(['r2', 'r1']);
  });

  it('orders the categories row by interest', () => {
    const categories: HomeSection = {
      key: 'categories',
      type: 'categories',
      title: 'categories',
      items: ['travel', 'sports', 'music'].map((id) => ({ id, title: id, thumbnail: '' })) as Extract<HomeSection, { type: 'categories' }>['items'],
    };
    expect(ids(orderHomeByInterests([categories], new Map([['music', 0], ['travel', 1]]))[0])).toEqual(['music', 'travel', 'sports']);
  });
});
