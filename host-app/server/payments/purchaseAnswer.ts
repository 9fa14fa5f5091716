import type { FastifyReply } from 'fastify';
import { apiMessage } from '../../contract/http/apiMessages';
import type { ApiSuccess } from '../../contract/http/apiEnvelope';
import type { ProductLocale } from '../../contract/site/locales';
import { ResultCode } from '../../contract/http/resultCodes';
import type { ProductApiError } from '../http/apiError';
import type { PurchaseAnswer } from './purchaseStore';

/** The answer `sendData` would send, serialised once so replays are byte for byte the same. */
export function successAnswer<T>(data: T, locale: ProductLocale): PurchaseAnswer {
  const body: ApiSuccess<T> = { errorCode: ResultCode.Success, message: apiMessage('success', locale), messageKey: 'success', data };
  return { statusCode: 200, body: JSON.stringify(body) };
}

/** A final refusal (e.g. declined), as the error handler would answer it. */
export function failureAnswer(error: ProductApiError, locale: ProductLocale): PurchaseAnswer {
  return { statusCode: error.statusCode, body: JSON.stringify(error.toBody(locale)) };
}

export function sendPurchaseAnswer(reply: FastifyReply, answer: PurchaseAnswer, replayed: boolean): FastifyReply {
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.status(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}
