import { describe, expect, it } from 'vitest';
import { homeCountry } from '../../../../host-app/client/api/contentApi';
import { toDisplayEvent } from '../../../../host-app/client/api/displayEvent';
import { event } from '../support/siteFixtures';

describe('home country', () => {
  it('is AE by default and UK for the United Kingdom (PR-PAY-6, PR-CONTENT-6)', () => {
    expect(homeCountry('')).toBe('AE');
    expect(homeCountry(null)).toBe('AE');
    expect(homeCountry('gb')).toBe('UK');
    expect(homeCountry('SA')).toBe('SA');
  });
});

describe('events for display (PR-CONTENT-3)', () => {
  it('takes the image from the cover and the video id from the navigation id', () => {
    const shown = toDisplayEvent(event('e7', { coverImageUrl: '/c.png', navigationId: 'v9' }));
    expect(shown).toEqual({
      id: 'e7',
      title: 'Event e7',
      description: 'What happens at e7',
      image: '/c.png',
      location: 'Dubai',
      category: 'Sports',
      date: '2026-11-22T18:00:00Z',
      label: 'Final',
      isLive: true,
      videoId: 'v9',
      channel: { title: 'Ocean Channel', thumbnail: '' },
    });
  });
});
