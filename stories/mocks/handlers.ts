import { http, HttpResponse } from 'msw';
import { neverAnswered } from './neverAnswered';
import { EXECUTION_STATUS } from '../../headless/core/executor/constants';
import type { ExecutionRecord } from '../../headless/core/executor/executionRecord';

/** An execution whose authorize request has ended with `code`, as the provider reports it. */
function endedExecution(id: string, code: string): ExecutionRecord {
  const time = new Date(0).toISOString();
  return { id, status: [{ code: EXECUTION_STATUS.authorizeRequested, time }, { code, time }], links: {} };
}

/** An execution whose latest authorize request has succeeded. */
export const authorizedExecution = (id: string): ExecutionRecord => endedExecution(id, EXECUTION_STATUS.authorizeSuccessful);

/** An execution whose latest authorize request was declined; with a reason, the provider's words for it. */
export function declinedExecution(id: string, reason?: string): ExecutionRecord {
  const errors = reason ? [{ code: 'declined', reason: { result: reason } }] : undefined;
  return { ...endedExecution(id, EXECUTION_STATUS.authorizeFailed), ...(errors ? { errors, finalState: { code: EXECUTION_STATUS.authorizeFailed, errors } } : {}) };
}

/** The provider accepts an authorize request and points at the execution to poll. */
export function authorizeAcceptedAnswer(requestUrl: string, executionId: string) {
  return HttpResponse.json({ links: { execution: new URL(`/v1/executions/${executionId}`, requestUrl).href } }, { status: 202 });
}

export const authorizeAccepted = http.post('*/v1/executions/:id/authorize', ({ request, params }) => authorizeAcceptedAnswer(request.url, String(params.id)));

/** The provider never answers the authorize request, so the payment stays in progress. */
export const authorizeHanging = http.post('*/v1/executions/:id/authorize', async () => {
  await neverAnswered();
  return HttpResponse.json({});
});

export const executionAuthorized = http.get('*/v1/executions/:id', ({ params }) =>
  HttpResponse.json(authorizedExecution(String(params.id))),
);

export const executionDeclined = http.get('*/v1/executions/:id', ({ params }) =>
  HttpResponse.json(declinedExecution(String(params.id))),
);

/** Provider calls of the card checkout, answered with a successful authorization. */
export const providerHandlers = [authorizeAccepted, executionAuthorized];

/** Provider calls of a payment the provider declines. */
export const declinedHandlers = [authorizeAccepted, executionDeclined];
