export { signInBodySchema, signInTokenBodySchema, signUpBodySchema, signUpVerifyBodySchema } from '../../shared/apiRequests';
