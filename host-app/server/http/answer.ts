import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessage } from '../../shared/apiMessages';
import type { ApiSuccess } from '../../shared/apiTypes';
import type { ProductLocale } from '../../shared/productConstants';
import { ResultCode } from '../../shared/resultCodes';
import { answerLocale } from './clientHeaders';

/** `{errorCode: Success, message, messageKey, data}`, the message in `locale`. */
export function successBody<T>(data: T, locale: ProductLocale): ApiSuccess<T> {
  return { errorCode: ResultCode.Success, message: apiMessage('success', locale), messageKey: 'success', data };
}

/** Sends `{errorCode: Success, message, messageKey, data}`. */
export function sendData<T>(request: FastifyRequest, reply: FastifyReply, data: T, statusCode = 200): FastifyReply {
  return reply.status(statusCode).send(successBody(data, answerLocale(request)));
}
