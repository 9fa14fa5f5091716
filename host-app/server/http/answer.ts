import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessage } from '../../contract/http/apiMessages';
import type { ApiSuccess } from '../../contract/http/apiEnvelope';
import type { ProductLocale } from '../../contract/site/locales';
import { ResultCode } from '../../contract/http/resultCodes';
import { answerLocale } from './clientHeaders';

/** `{errorCode: Success, message, messageKey, data}`, the message in `locale`. */
export function successBody<T>(data: T, locale: ProductLocale): ApiSuccess<T> {
  return { errorCode: ResultCode.Success, message: apiMessage('success', locale), messageKey: 'success', data };
}

/** Sends `{errorCode: Success, message, messageKey, data}`. */
export function sendData<T>(request: FastifyRequest, reply: FastifyReply, data: T, statusCode = 200): FastifyReply {
  return reply.status(statusCode).send(successBody(data, answerLocale(request)));
}
