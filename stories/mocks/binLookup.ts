import { http, HttpResponse } from 'msw';
import { neverAnswered } from './neverAnswered';
import { STORY_BIN_LOOKUP_URL } from '../fixtures/session';

/** Answers as the sandbox provider does: the BIN, its network and its issuer's country. */
export function binLookupAnswered(issuerCountry: string) {
  return http.post(STORY_BIN_LOOKUP_URL, async ({ request }) => {
    const { bin } = (await request.json()) as { bin: string };
    return HttpResponse.json({ bin, network: 'visa', issuerCountry: { code: issuerCountry }, fundingType: 'credit' });
  });
}

/** Never answers, so the lookup stays pending; `onRequest` hears each BIN asked for. */
export function binLookupPending(onRequest: (bin: string) => void) {
  return http.post(STORY_BIN_LOOKUP_URL, async ({ request }) => {
    onRequest(((await request.json()) as { bin: string }).bin);
    await neverAnswered();
    return HttpResponse.json({});
  });
}

export const binLookupUnavailable = http.post(STORY_BIN_LOOKUP_URL, () => new HttpResponse(null, { status: 503 }));
