import { API_PATHS } from '../../../contract/http/apiPaths';
import type { Locale } from '../../i18n/translate';

/** The ad server's VAST tag for the preroll of one video. */
export function prerollTagUrl({ videoId, locale }: { videoId: string; locale: Locale }): string {
  return `${API_PATHS.adVast}?${new URLSearchParams({ placement: 'preroll', videoId, locale })}`;
}

/** Fetches the VAST answer and reads it as XML; rejects on a failed request or a document that is not XML. */
export async function fetchVastDocument(url: string, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<Document> {
  const response = await fetchImpl(url, { signal, credentials: 'omit', headers: { Accept: 'application/xml' } });
  if (!response.ok) throw new Error(`The ad server answered ${response.status}`);
  const document = new DOMParser().parseFromString(await response.text(), 'text/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('The ad server answered something that is not XML');
  return document;
}

/** Whether a VAST answer holds any ad: the empty answer means "no ad", and needs no VAST library to say so. */
export function vastHasAds(document: Document): boolean {
  return document.getElementsByTagName('Ad').length > 0;
}
