import { describe, expect, it } from 'vitest';
import type { HomeSection } from '../../../../host-app/contract/content/contentTypes';
import { featuredPlacements, homeSectionTitleKey, itemsOfType } from '../../../../host-app/client/pages/home/homeSections';

const channel = (id: string) => ({ id, title: id, thumbnail: '', followers: 0, isFollowing: false });
const sections: HomeSection[] = [
  { key: 'channels', type: 'channels', title: 'A', items: [channel('c1'), channel('c2')] },
  { key: 'dynamic_home_ads', type: 'dynamicHomeAd', title: '', items: [] },
  { key: 'channel_list', type: 'channels', title: 'B', items: [channel('c2'), channel('c3')] },
];

describe('home sections', () => {
  it('collects distinct items of a type in order', () => {
    expect(itemsOfType(sections, 'channels').map((item) => item.id)).toEqual(['c1', 'c2', 'c3']);
    expect(itemsOfType(sections, 'videos')).toEqual([]);
  });

  it('shows each served placement of the Featured ads once, leaving out the billboard home shows on top', () => {
    const ad = (id: string, placement: 'billboard' | 'mpu' | 'sticky') => ({ id, placement, title: id, imageUrl: `/${id}.png`, targetUrl: '/' });
    const featured = { key: 'dynamic_home_ads', type: 'dynamicHomeAd', title: 'Featured', items: [ad('b1', 'billboard'), ad('m1', 'mpu'), ad('m2', 'mpu'), ad('s1', 'sticky')] } as const;
    const servesAll = () => true;
    expect(featuredPlacements({ ...featured, items: [...featured.items] }, servesAll)).toEqual(['mpu', 'sticky']);
    // Placements the ads runtime does not serve (ads off, or not configured) get no slot.
    expect(featuredPlacements({ ...featured, items: [...featured.items] }, (placement) => placement === 'mpu')).toEqual(['mpu']);
    expect(featuredPlacements({ ...featured, items: [...featured.items] }, () => false)).toEqual([]);
    // With nothing shown elsewhere, the billboard is featured too.
    expect(featuredPlacements({ ...featured, items: [...featured.items] }, servesAll, [])).toEqual(['billboard', 'mpu', 'sticky']);
  });

  it('has a title for the promised sections when the answer has none', () => {
    expect(homeSectionTitleKey({ key: 'liveNow', type: 'events' })).toBe('home.liveNow');
    expect(homeSectionTitleKey({ key: 'upcomingEvents', type: 'events' })).toBe('home.upcomingEvents');
    expect(homeSectionTitleKey({ key: 'featured_replay', type: 'videos' })).toBe('home.featuredReplay');
    expect(homeSectionTitleKey({ key: 'stars', type: 'videos' })).toBe('home.videos');
    expect(homeSectionTitleKey({ key: 'dynamic_home_ads', type: 'dynamicHomeAd' })).toBe('home.featured');
  });
});
