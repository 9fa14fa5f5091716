import { http, HttpResponse } from 'msw';
import { neverAnswered } from './neverAnswered';
import { COUNTRIES_ASSET } from '../../headless/core/address/countries';
import countries from '../../sandbox/vault/assets/countries.json';
import { STORY_ASSETS_URL } from '../fixtures/session';

const countriesUrl = new URL(COUNTRIES_ASSET, STORY_ASSETS_URL).href;

// The assets host is public and read from any merchant origin, as the sandbox vault serves it.
const publicAsset = { 'Access-Control-Allow-Origin': '*' };

/** The sandbox vault's countries list, so stories offer the countries the local stack does. */
export const countriesServed = http.get(countriesUrl, () => HttpResponse.json(countries, { headers: publicAsset }));

/** Never answers: the selector stays in its loading state. */
export const countriesPending = http.get(countriesUrl, () => neverAnswered());

export const countriesUnavailable = http.get(countriesUrl, () => new HttpResponse(null, { status: 503, headers: publicAsset }));
