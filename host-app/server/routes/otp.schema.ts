import { otpSendBodySchema, otpVerifyBodySchema } from '../../contract/account/accountRequests';

export { otpSendBodySchema, otpVerifyBodySchema };

/** The development endpoint names the target as OTP send does (`dialCode` + `phoneNumber`, or `email`), in the query. */
export const devOtpQuerySchema = otpSendBodySchema;
