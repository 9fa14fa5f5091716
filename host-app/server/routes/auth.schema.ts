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
} from '../../contract/account/accountRequests';
