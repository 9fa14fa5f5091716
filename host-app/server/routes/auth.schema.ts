export { signInBodySchema, signInTokenBodySchema, signUpBodySchema } from '../../shared/apiRequests';
