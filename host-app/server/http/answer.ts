import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessage } from '../../shared/apiMessages';
import type { ApiSuccess } from '../../shared/apiTypes';
import { ResultCode } from '../../shared/resultCodes';
import { answerLocale } from './clientHeaders';

/** Sends `{errorCode: Success, message, messageKey, data}`. */
export function sendData<T>(request: FastifyRequest, reply: FastifyReply, data: T, statusCode = 200): FastifyReply {
  const body: ApiSuccess<T> = { errorCode: ResultCode.Success, message: apiMessage('success', answerLocale(request)), messageKey: 'success', data };
  return reply.status(statusCode).send(body);
}
