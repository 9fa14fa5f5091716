import { http, HttpResponse } from 'msw';
import { neverAnswered } from './neverAnswered';
import { IBAN_SCHEMA, ibanSchemaUrl } from '../fixtures/bankAccountForm';
import { STORY_PROVIDER_URL } from '../fixtures/session';

const ibanUrl = ibanSchemaUrl(STORY_PROVIDER_URL);

/** The remote schema the bank account form's IBAN field points at. */
export const ibanSchemaServed = http.get(ibanUrl, () => HttpResponse.json(IBAN_SCHEMA, { headers: { 'Access-Control-Allow-Origin': '*' } }));

/** Never answers: the form stays loading while its remote `$ref` is pending. */
export const ibanSchemaPending = http.get(ibanUrl, () => neverAnswered());
