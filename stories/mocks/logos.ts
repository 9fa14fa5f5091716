import { http, HttpResponse } from 'msw';
import { STORY_ASSETS_URL } from '../fixtures/session';

// The sandbox vault's icons, by their path under its assets folder: `card-icons/visa.svg`, `payment-methods/pix.svg`.
const icons = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../sandbox/vault/assets/{card-icons,payment-methods}/*.svg', { query: '?raw', import: 'default', eager: true })).map(
    ([path, svg]) => [path.split('/').slice(-2).join('/'), svg],
  ),
);

/** The drop-in's option logos, as the sandbox vault serves them; a name it lacks is a 404, as there. */
export const logosServed = http.get(`${STORY_ASSETS_URL}:folder/:file`, ({ params }) => {
  const svg = icons[`${String(params.folder)}/${String(params.file)}`];
  return svg === undefined ? new HttpResponse(null, { status: 404 }) : new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});
