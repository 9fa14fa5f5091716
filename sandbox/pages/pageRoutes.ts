import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import type { AuthorizationRow, ShopperOutcome } from '../provider/authorizations';
import { REDIRECT_METHOD_CODES, type RedirectMethodCode } from '../provider/paymentMethods';
import { decideShopperStep, readShopperStep, type ShopperStep, type ShopperStepState } from '../provider/shopperSteps';
import { returnUrlProblem } from '../urls/returnUrls';
import { resourceIdSchema } from '../http/validation';
import type { CompletionData } from './completionScript';
import { sendPage, type PagePolicy } from './pageDocument';
import { pageLanguage } from './pageLanguage';
import { PAGE_TEXTS, type PageTexts } from './pageTexts';
import { errorPage, methodPage, returnPage, methodResultPage, threeDSChallengePage, threeDSResultPage } from './shopperPages';

const FORM_BODY_LIMIT_BYTES = 4096;
const NOBODY_FRAMES: PagePolicy = { frameAncestors: [], formTargets: [] };

const threeDSParamsSchema = z.strictObject({ executionId: resourceIdSchema });
/** Where the shopper ends when the session named no page of the merchant's to return to. */
export const RETURN_KINDS = ['success', 'error', 'cancel', 'pending'] as const;
type ReturnKind = (typeof RETURN_KINDS)[number];
const returnParamsSchema = z.strictObject({ kind: z.enum(RETURN_KINDS) });
const returnQuerySchema = z.strictObject({ executionId: resourceIdSchema.optional() });
const methodParamsSchema = z.strictObject({ code: z.enum(REDIRECT_METHOD_CODES), executionId: resourceIdSchema });
const threeDSFormSchema = z.strictObject({ token: z.string().max(100), outcome: z.enum(['approved', 'declined', 'cancelled']) });
const methodFormSchema = z.strictObject({ token: z.string().max(100), outcome: z.enum(['approved', 'declined']) });


/** The shopper's browser language, as a bank's or a wallet's own page would answer. */
const textsFor = (request: FastifyRequest): PageTexts => PAGE_TEXTS[pageLanguage(request.headers['accept-language'])];
const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => sendPage(reply, 404, errorPage(textsFor(request), 'notFound'), NOBODY_FRAMES);
const badFormPage = (request: FastifyRequest, reply: FastifyReply, statusCode: 400 | 403) =>
  sendPage(reply, statusCode, errorPage(textsFor(request), 'badForm'), NOBODY_FRAMES);

function stepKey(step: ShopperStep): string {
  return step.kind === '3ds' ? '3ds' : `method:${step.code}`;
}

/**
 * The hidden form field that ties a submission to a page the provider served for this step of
 * this authorization: another site cannot forge the choice without reading the page, which it
 * cannot, and a page left open from an earlier, failed authorization cannot decide a later one.
 */
function formToken(context: SandboxContext, step: ShopperStep, authorization: AuthorizationRow): string {
  return createHmac('sha256', context.keys.pageForm)
    .update(`${stepKey(step)}\n${authorization.executionId}\n${authorization.id}`)
    .digest('base64url');
}

function isFormToken(context: SandboxContext, step: ShopperStep, authorization: AuthorizationRow, given: string): boolean {
  const expected = Buffer.from(formToken(context, step, authorization));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const RETURN_KIND_OF: Record<ShopperOutcome, ReturnKind> = { approved: 'success', declined: 'error', cancelled: 'cancel' };

/**
 * The page to go back to after a redirect method or a full-page 3-D Secure challenge, with
 * `executionId` added: the merchant's (a cancel without its own page goes to the error page, as
 * before there was one), or the provider's fallback page when the session named none; null when
 * the merchant's is not on the session's allowed origins.
 */
function returnUrlFor(context: SandboxContext, state: ShopperStepState, outcome: ShopperOutcome): string | null {
  const returnInfo = state.authorization.returnInfo;
  const kind = RETURN_KIND_OF[outcome];
  const merchantPage = returnInfo?.[kind] ?? (kind === 'cancel' ? returnInfo?.error : undefined);
  if (merchantPage !== undefined && returnUrlProblem(merchantPage, state.execution.allowedOrigins) !== null) return null;
  const url = merchantPage === undefined ? new URL(`/return/${kind}`, context.providerOrigin) : new URL(merchantPage);
  url.searchParams.set('executionId', state.execution.id);
  return url.toString();
}

function completionData(context: SandboxContext, state: ShopperStepState, outcome: ShopperOutcome): CompletionData {
  const returnUrl = returnUrlFor(context, state, outcome);
  return { executionId: state.execution.id, outcome, targetOrigins: state.execution.allowedOrigins, ...(returnUrl === null ? {} : { returnUrl }) };
}

function registerThreeDSPages(pages: FastifyInstance, context: SandboxContext): void {
  const step: ShopperStep = { kind: '3ds' };

  pages.get('/3ds/:executionId', async (request, reply) => {
    const params = threeDSParamsSchema.safeParse(request.params);
    const state = params.success ? await readShopperStep(context.db, params.data.executionId, step) : null;
    if (!state) return notFoundPage(request, reply);
    const { execution, authorization } = state;
    const policy: PagePolicy = { frameAncestors: execution.allowedOrigins, formTargets: [] };
    if (authorization.shopperOutcome !== null) {
      return sendPage(reply, 200, threeDSResultPage(textsFor(request), authorization.shopperOutcome, completionData(context, state, authorization.shopperOutcome)), policy);
    }
    return sendPage(reply, 200, threeDSChallengePage(textsFor(request), state, `/3ds/${execution.id}`, formToken(context, step, authorization)), policy);
  });

  pages.post('/3ds/:executionId', async (request, reply) => {
    const params = threeDSParamsSchema.safeParse(request.params);
    if (!params.success) return notFoundPage(request, reply);
    const { executionId } = params.data;
    const form = threeDSFormSchema.safeParse(request.body);
    if (!form.success) return badFormPage(request, reply, 400);
    // Without the step in the current authorization, no page could have handed out the token.
    const current = await readShopperStep(context.db, executionId, step);
    if (!current || !isFormToken(context, step, current.authorization, form.data.token)) return badFormPage(request, reply, 403);
    const state = await decideShopperStep(context.db, executionId, step, current.authorization.id, form.data.outcome, context.clock());
    if (!state) return notFoundPage(request, reply);
    // Post/redirect/get: the result page (which posts the completion message) survives a reload.
    return reply.redirect(`/3ds/${executionId}`, 303);
  });
}

function registerMethodPages(pages: FastifyInstance, context: SandboxContext): void {
  const stepOf = (code: RedirectMethodCode): ShopperStep => ({ kind: 'method', code });

  pages.get('/methods/:code/:executionId', async (request, reply) => {
    const params = methodParamsSchema.safeParse(request.params);
    if (!params.success) return notFoundPage(request, reply);
    const { code, executionId } = params.data;
    const state = await readShopperStep(context.db, executionId, stepOf(code));
    if (!state) return notFoundPage(request, reply);
    const { execution, authorization } = state;
    // The choice may lead (303) to the merchant's return pages, so forms may go there.
    const policy: PagePolicy = { frameAncestors: execution.allowedOrigins, formTargets: code === 'genericRedirect' ? execution.allowedOrigins : [] };
    const outcome = authorization.shopperOutcome;
    if (outcome === 'approved' || outcome === 'declined') {
      return sendPage(reply, 200, methodResultPage(textsFor(request), outcome, code === 'genericRedirect' ? returnUrlFor(context, state, outcome) : null), policy);
    }
    return sendPage(reply, 200, methodPage(textsFor(request), code, state, `/methods/${code}/${execution.id}`, formToken(context, stepOf(code), authorization)), policy);
  });

  pages.post('/methods/:code/:executionId', async (request, reply) => {
    const params = methodParamsSchema.safeParse(request.params);
    if (!params.success) return notFoundPage(request, reply);
    const { code, executionId } = params.data;
    const form = methodFormSchema.safeParse(request.body);
    if (!form.success) return badFormPage(request, reply, 400);
    const current = await readShopperStep(context.db, executionId, stepOf(code));
    if (!current || !isFormToken(context, stepOf(code), current.authorization, form.data.token)) return badFormPage(request, reply, 403);
    const state = await decideShopperStep(context.db, executionId, stepOf(code), current.authorization.id, form.data.outcome, context.clock());
    const outcome = state?.authorization.shopperOutcome;
    if (!state || !outcome) return notFoundPage(request, reply);
    const returnUrl = code === 'genericRedirect' ? returnUrlFor(context, state, outcome) : null;
    return reply.redirect(returnUrl ?? `/methods/${code}/${executionId}`, 303);
  });
}

/**
 * The provider's return pages (success, error, cancel, pending), where a session created without
 * `returnInfo` sends the shopper after a full-page challenge or a redirect method. They say what
 * the page was told, not what the payment did: the merchant reads that from the execution.
 */
function registerReturnPages(pages: FastifyInstance): void {
  pages.get('/return/:kind', async (request, reply) => {
    const params = returnParamsSchema.safeParse(request.params);
    const query = returnQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) return notFoundPage(request, reply);
    return sendPage(reply, 200, returnPage(textsFor(request), params.data.kind), NOBODY_FRAMES);
  });
}

/**
 * Pages the shopper sees on the provider origin: the 3-D Secure challenge and the pages of the
 * redirect methods. Their forms post `application/x-www-form-urlencoded`, which only these
 * routes accept.
 */
export function registerShopperPageRoutes(app: FastifyInstance, context: SandboxContext): void {
  void app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    registerThreeDSPages(pages, context);
    registerMethodPages(pages, context);
    registerReturnPages(pages);
  });
}
