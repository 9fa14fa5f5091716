import type { FastifyInstance } from 'fastify';
import { otpTargetOf } from '../../contract/account/accountRequests';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';
import { OTP_COUNTRIES } from '../otp/otpCountries';
import { checkPhoneTarget } from '../otp/phoneTarget';
import { startOtpChallenge, verifyOtpChallenge } from '../otp/otpChallenges';
import { RATE_LIMITS } from '../securityPolicy';
import { otpSendBodySchema, otpVerifyBodySchema } from './otp.schema';

export function registerOtpRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.otpCountries, app.publicReads.handler({ variesByViewer: false }, async () => ({ data: OTP_COUNTRIES })));

  app.post(API_PATHS.otpSend, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(otpSendBodySchema, request.body, 'body');
    const target = otpTargetOf(body);
    checkPhoneTarget(body, target);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTargetShort, target.value, now);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, target.value, now);
    return sendData(request, reply, await startOtpChallenge(context, target, now));
  });

  app.post(API_PATHS.otpVerify, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(otpVerifyBodySchema, request.body, 'body');
    const target = otpTargetOf(body);
    checkPhoneTarget(body, target);
    await context.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, request.ip, now);
    return sendData(request, reply, await verifyOtpChallenge(context, target, body.code, now));
  });
}
