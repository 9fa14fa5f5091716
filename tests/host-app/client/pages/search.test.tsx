import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { CatalogueSearch } from '../../../../host-app/contract/content/searchTypes';
import { renderSite, server } from '../support/renderSite';
import { ok, video } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The catalogue search and suggestions: nothing beyond the videos, and the texts asked for suggestions. */
function catalogueApi(found: Partial<CatalogueSearch> = {}) {
  const suggested: string[] = [];
  server.use(
    http.get(`*${API_PATHS.search}`, () => HttpResponse.json(ok({ videos: [], channels: [], events: [], categories: [], ...found }))),
    http.get(`*${API_PATHS.searchSuggestions}`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      suggested.push(q);
      return HttpResponse.json(ok({ suggestions: [{ kind: 'video', id: 'sea-1', title: `${q} suggested` }] }));
    }),
  );
  return suggested;
}

/** 12 matching videos, answered 5 a page as the API does. */
function searchApi() {
  const queries: Record<string, string>[] = [];
  catalogueApi();
  server.use(
    http.get(`*${API_PATHS.videos}`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.page);
      const count = Number(query.count);
      const all = Array.from({ length: 12 }, (_, i) => video(`sea-${i + 1}`, { title: `Sea ${i + 1}` }));
      const items = all.slice(page * count, page * count + count);
      return HttpResponse.json(ok({ items, page, count, total: all.length, hasMore: (page + 1) * count < all.length }));
    }),
  );
  return queries;
}

describe('search', () => {
  it('asks for page 0 with 5 results, then pages forward and back through the address', async () => {
    const user = userEvent.setup();
    const queries = searchApi();
    const site = await renderSite({ path: '/search' });
    await screen.findByText('Type a word to find videos.');

    await user.type(screen.getByRole('combobox', { name: 'Search videos' }), 'sea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Results for “sea”' });
    expect(queries).toEqual([{ search: 'sea', page: '0', count: '5' }]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sea 1', 'Sea 2', 'Sea 3', 'Sea 4', 'Sea 5']);
    screen.getByText('Page 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(window.location.search).toBe('?q=sea&page=1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 3');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sea 11', 'Sea 12']);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    // Page 2 was seen a moment ago: it comes from the cache, without a request.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 2 of 3');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sea 6', 'Sea 7', 'Sea 8', 'Sea 9', 'Sea 10']);
    expect(queries.map((query) => query.page)).toEqual(['0', '1', '2']);
    expect(site.pageViews[0]).toBe('Search');
    site.removeSink();
  });

  it('suggests titles once typing pauses, asking once for the settled text', async () => {
    const user = userEvent.setup();
    const suggested = catalogueApi();
    const site = await renderSite({ path: '/search' });
    await user.type(await screen.findByRole('combobox', { name: 'Search videos' }), 'coral');
    await vi.waitFor(() => expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('coral suggested'));
    expect(suggested).toEqual(['coral']);
    site.removeSink();
  });

  it('cancels a suggestion request still under way at the next keystroke, and shows only the newer text’s', async () => {
    const user = userEvent.setup();
    const asked: { q: string; signal: AbortSignal }[] = [];
    const site = await renderSite({ path: '/search' });
    // The texts the site had queried when the first request was cancelled (the empty box's query
    // asks nothing): a cancel that came only when the pause ended would find the newer text's too.
    let queriedAtCancel: string[] | null = null;
    server.use(
      http.get(`*${API_PATHS.searchSuggestions}`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push({ q, signal: request.signal });
        // The first answer never comes on its own: only its cancellation ends it.
        if (q === 'cor') {
          await new Promise((resolve) =>
            request.signal.addEventListener('abort', () => {
              queriedAtCancel = site.queryClient.getQueryCache().findAll({ queryKey: ['searchSuggestions'] }).map((query) => String(query.queryKey.at(-1))).filter((text) => text !== '');
              resolve(undefined);
            }),
          );
        }
        return HttpResponse.json(ok({ suggestions: [{ kind: 'video', id: 'sea-1', title: `${q} suggested` }] }));
      }),
    );
    const box = await screen.findByRole('combobox', { name: 'Search videos' });
    await user.type(box, 'cor');
    await vi.waitFor(() => expect(asked.map((request) => request.q)).toEqual(['cor']));
    expect(asked[0]!.signal.aborted).toBe(false);

    await user.type(box, 'a');
    await vi.waitFor(() => expect(asked[0]!.signal.aborted).toBe(true));
    expect(queriedAtCancel).toEqual(['cor']);
    await vi.waitFor(() => expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('cora suggested'));
    expect(asked.map((request) => request.q)).toEqual(['cor', 'cora']);
    site.removeSink();
  });

  it('says when nothing matches, and offers the categories', async () => {
    const user = userEvent.setup();
    catalogueApi({ categories: [{ id: 'travel', title: 'Travel', thumbnail: '/media/travel.jpg', videoCount: 3 }] });
    const site = await renderSite({ path: '/search' });
    // Named: the footer's country switch is a combobox too.
    await user.type(await screen.findByRole('combobox', { name: 'Search videos' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'No videos match “zzz”.' });
    expect(screen.queryByRole('navigation', { name: 'Search result pages' })).toBeNull();
    await screen.findByRole('list', { name: 'Browse the categories instead' });
    expect(screen.getByRole('link', { name: /Travel/ }).getAttribute('href')).toBe('/category/travel');
    site.removeSink();
  });
});
