import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { PRODUCT_HEADERS } from '../../contract/http/headers';
import { DEFAULT_DEVICE_OS } from '../../contract/analytics/analyticsConstants';
import { DEFAULT_LOCALE, LOCALES, type ProductLocale } from '../../contract/site/locales';
import { PLATFORMS, type Platform } from '../../contract/site/platforms';
import { parseInput } from './parseInput';

/** The custom headers the API reads (PR-API-2); the rest are accepted as sent. */
const clientHeadersSchema = z.object({
  [PRODUCT_HEADERS.language]: z.optional(z.enum(LOCALES, 'locale.invalid')),
  [PRODUCT_HEADERS.os]: z.optional(z.enum(PLATFORMS, 'input.invalidValue')),
});

export interface ClientHeaders {
  language: ProductLocale;
  os: Platform;
}

/** Validated language and OS headers, with the spec's defaults (en, web). */
export function readClientHeaders(request: FastifyRequest): ClientHeaders {
  const headers = parseInput(clientHeadersSchema, request.headers, 'headers');
  return { language: headers[PRODUCT_HEADERS.language] ?? DEFAULT_LOCALE, os: headers[PRODUCT_HEADERS.os] ?? (DEFAULT_DEVICE_OS as Platform) };
}

/** For error answers: the requested language when it is one we speak, English otherwise. */
export function answerLocale(request: FastifyRequest): ProductLocale {
  const header = request.headers[PRODUCT_HEADERS.language];
  return header === 'ar' ? 'ar' : 'en';
}
