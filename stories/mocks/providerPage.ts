import { http, HttpResponse } from 'msw';
import { neverAnswered } from './neverAnswered';
import type { ChallengeOutcome } from '../../headless/core/checkout/challengeReport';
import { EXECUTION_STATUS, THREE_DS_COMPLETED_MESSAGE } from '../../headless/core/executor/constants';
import type { ExecutionRecord } from '../../headless/core/executor/executionRecord';
import { STORY_PROVIDER_URL } from '../fixtures/session';

/** The provider's pages a payment can wait on: a 3-D Secure challenge, or a polling method's payment window. */
export type ProviderPageKind = '3ds' | 'popup';

const time = new Date(0).toISOString();

/** Where the sandbox provider serves the page, so the links look like the local stack's. */
function pageHref(kind: ProviderPageKind, executionId: string, methodCode: string): string {
  return kind === '3ds' ? `${STORY_PROVIDER_URL}/3ds/${executionId}` : `${STORY_PROVIDER_URL}/methods/${methodCode}/${executionId}`;
}

/** The authorization is pending: the shopper has to go to the provider's page first. */
function awaitingShopper(id: string, kind: ProviderPageKind, methodCode: string): ExecutionRecord {
  const href = pageHref(kind, id, methodCode);
  return {
    id,
    status: [
      { code: EXECUTION_STATUS.authorizeRequested, time },
      { code: EXECUTION_STATUS.authorizePending, time },
    ],
    links: {},
    finalState: {
      code: EXECUTION_STATUS.authorizePending,
      response: { links: { redirect: kind === '3ds' ? { href, type: '3ds' } : { href, method: 'GET', type: 'popup' } } },
    },
  };
}

/** What the shopper did on the page ended in a decline. */
function declinedOnPage(id: string, reason: string): ExecutionRecord {
  const errors = [{ code: 'declined', reason: { result: reason } }];
  return {
    id,
    status: [
      { code: EXECUTION_STATUS.authorizeRequested, time },
      { code: EXECUTION_STATUS.authorizePending, time },
      { code: EXECUTION_STATUS.authorizeFailed, time },
    ],
    links: {},
    errors,
    finalState: { code: EXECUTION_STATUS.authorizeFailed, errors },
  };
}

/**
 * A payment that waits for the shopper on one of the provider's pages, played by the story. The
 * first poll sends the shopper there; later polls are held until the story finishes the page (as
 * if the provider answered the moment the shopper did), so a story can stay in the waiting state.
 * Each authorize request starts a new attempt with the page open; polls of an earlier attempt
 * (a story no longer shown) get no answer, so they cannot take the current one's.
 */
/**
 * The frame's window. Outside a browser (the story tests' DOM loads no frame pages) a frame has
 * none, so it is given a stand-in once, which the checkout then sees as the frame's own.
 */
function frameWindow(frame: HTMLIFrameElement): MessageEventSource {
  if (frame.contentWindow) return frame.contentWindow;
  const standIn = new MessageChannel().port1;
  Object.defineProperty(frame, 'contentWindow', { value: standIn });
  return standIn;
}

export function providerPage(kind: ProviderPageKind, methodCode = 'card') {
  let attempt = 0;
  let polls = 0;
  let declineReason: string | null = null;
  let held: (() => void)[] = [];

  const authorize = http.post('*/v1/executions/:id/authorize', ({ request, params }) => {
    attempt += 1;
    polls = 0;
    declineReason = null;
    held = [];
    const execution = new URL(`/v1/executions/${String(params.id)}`, request.url);
    execution.searchParams.set('attempt', String(attempt));
    return HttpResponse.json({ links: { execution: execution.href } }, { status: 202 });
  });

  const execution = http.get('*/v1/executions/:id', async ({ request, params }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('attempt') !== String(attempt)) await neverAnswered();
    polls += 1;
    if (declineReason === null && polls > 1) await new Promise<void>((release) => held.push(release));
    const id = String(params.id);
    const record = declineReason === null ? awaitingShopper(id, kind, methodCode) : declinedOnPage(id, declineReason);
    return HttpResponse.json({ ...record, links: { execution: url.href } });
  });

  return {
    handlers: [authorize, execution],
    /** The shopper's payment is declined on the page: every poll of this attempt from now on says so. */
    decline(reason = 'Card declined') {
      declineReason = reason;
      for (const release of held) release();
      held = [];
    },
    /** The 3-D Secure page tells the checkout's window that the shopper is done, as it does with postMessage. */
    reportChallenge(outcome: ChallengeOutcome, executionId = 'exe_story') {
      const data = { type: THREE_DS_COMPLETED_MESSAGE, executionId, outcome };
      // From the challenge frame's own window: a report from any other window is ignored.
      const frame = [...document.querySelectorAll('iframe')].find((candidate) => candidate.src.startsWith(STORY_PROVIDER_URL));
      window.dispatchEvent(new MessageEvent('message', { origin: new URL(STORY_PROVIDER_URL).origin, data, source: frame ? frameWindow(frame) : null }));
    },
  };
}
