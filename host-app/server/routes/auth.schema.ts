export {
  emailChangeStartBodySchema,
  emailChangeVerifyBodySchema,
  passwordChangeBodySchema,
  passwordResetCompleteBodySchema,
  passwordResetStartBodySchema,
  signInBodySchema,
  signInTokenBodySchema,
  signUpBodySchema,
  signUpVerifyBodySchema,
} from '../../shared/apiRequests';
