import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { interests, ok } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('interests page', () => {
  it('shows each interest’s icon as a picture, never its address as text', async () => {
    server.use(http.get(`*${API_PATHS.interests}`, () => HttpResponse.json(ok(interests()))));
    const site = await renderSite({ path: '/profile-settings/interests', token: 'good-token' });
    // A lazy page and two answers: more than the default second on a busy machine.
    const football = await screen.findByRole('checkbox', { name: 'Football' }, { timeout: 5000 });
    const label = football.closest('label')!;
    expect(label.querySelector('img')?.getAttribute('src')).toBe('/media/files/interests/football.png');
    // Decorative: the name says it all to assistive technology.
    expect(label.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(document.body.textContent).not.toContain('/media/files/interests/');
    site.removeSink();
  }, 20_000);
});
