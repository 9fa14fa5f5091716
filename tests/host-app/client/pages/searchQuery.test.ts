import { describe, expect, it } from 'vitest';
import { pageCount, readSearchQuery, searchParamsOf } from '../../../../host-app/client/pages/search/searchQuery';

describe('search query in the address', () => {
  it('starts at page 0 (PR-CONTENT-1)', () => {
    expect(readSearchQuery(new URLSearchParams('q=ocean'))).toEqual({ text: 'ocean', page: 0 });
  });

  it('reads a page and ignores a bad one', () => {
    expect(readSearchQuery(new URLSearchParams('q=ocean&page=2'))).toEqual({ text: 'ocean', page: 2 });
    for (const bad of ['-1', '1.5', 'x', '']) expect(readSearchQuery(new URLSearchParams(`q=a&page=${bad}`)).page).toBe(0);
  });

  it('writes the first page without a page parameter', () => {
    expect(searchParamsOf({ text: 'sea', page: 0 })).toEqual({ q: 'sea' });
    expect(searchParamsOf({ text: 'sea', page: 3 })).toEqual({ q: 'sea', page: '3' });
  });

  it('counts pages of 5', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(11)).toBe(3);
  });
});
