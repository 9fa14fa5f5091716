import type { FastifyReply } from 'fastify';
import { COMPLETION_DATA_ID, COMPLETION_SCRIPT, type CompletionData } from './completionScript';
import { cspHash, escapeHtml, jsonForScriptBlock } from './html';
import { pageDirection, type PageLanguage } from './pageLanguage';
import { PAGE_STYLES } from './pageStyles';

export interface PageContent {
  /** The language the page is written in: its `lang` and direction. */
  language: PageLanguage;
  title: string;
  /** Markup of `<main>`, with every inserted value already escaped. */
  main: string;
  /** When set, the page posts the 3-D Secure completion message. */
  completion?: CompletionData;
}

export interface PagePolicy {
  /** Who may frame the page: the session's allowed origins, or nobody. */
  frameAncestors: readonly string[];
  /** Where a form may lead besides the provider itself (the merchant's return pages). */
  formTargets: readonly string[];
}

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

const STYLE_HASH = cspHash(PAGE_STYLES);
const COMPLETION_SCRIPT_HASH = cspHash(COMPLETION_SCRIPT);

/** No 'unsafe-inline': the inline style and the only script are allowed by their hashes. */
function contentSecurityPolicy(policy: PagePolicy, withScript: boolean): string {
  return [
    "default-src 'none'",
    `script-src ${withScript ? COMPLETION_SCRIPT_HASH : "'none'"}`,
    `style-src ${STYLE_HASH}`,
    `form-action ${["'self'", ...policy.formTargets].join(' ')}`,
    `frame-ancestors ${policy.frameAncestors.length > 0 ? policy.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');
}

export function renderPage(content: PageContent, policy: PagePolicy): RenderedPage {
  const completion = content.completion
    ? `<script type="application/json" id="${COMPLETION_DATA_ID}">${jsonForScriptBlock(content.completion)}</script><script>${COMPLETION_SCRIPT}</script>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${content.language}" dir="${pageDirection(content.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(content.title)}</title>`,
    `<style>${PAGE_STYLES}</style>`,
    '</head>',
    '<body>',
    `<main>${content.main}</main>`,
    completion,
    '</body>',
    '</html>',
  ].join('\n');
  return { html, contentSecurityPolicy: contentSecurityPolicy(policy, content.completion !== undefined) };
}

/** A sandbox page as the answer: its own CSP, never cached, never sniffed, no address passed on, and in the browser's language. */
export function sendPage(reply: FastifyReply, statusCode: number, content: PageContent, policy: PagePolicy): FastifyReply {
  const page = renderPage(content, policy);
  return reply
    .status(statusCode)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Accept-Language')
    .send(page.html);
}
