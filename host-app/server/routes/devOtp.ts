import type { FastifyInstance } from 'fastify';
import { otpTargetOf } from '../../contract/account/accountRequests';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { DevOtp } from '../../contract/account/accountTypes';
import { ResultCode } from '../../contract/http/resultCodes';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { ProductApiError } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import type { DevOtpOutbox } from '../otp/devOtpOutbox';
import { devOtpQuerySchema } from './otp.schema';

/**
 * TEST only: the latest code sent to a phone or email, for end-to-end tests. It is registered only
 * when the server runs in TEST, so in production the path does not exist at all.
 */
export function registerDevOtpRoute(app: FastifyInstance, context: ProductContext, outbox: DevOtpOutbox): void {
  if (context.env !== 'test') throw new Error('The development OTP endpoint exists only in the TEST environment');
  app.get(API_PATHS.devLatestOtp, async (request, reply) => {
    const target = otpTargetOf(parseInput(devOtpQuerySchema, request.query, 'query'));
    const message = outbox.latest(target.value);
    if (!message) throw new ProductApiError(404, ResultCode.EntityNotFound, 'otp.notRequested');
    const answer: DevOtp = { target: target.value, code: message.code, sentAt: message.sentAt.toISOString(), expiresAt: message.expiresAt.toISOString() };
    return sendData(request, reply, answer);
  });
}
