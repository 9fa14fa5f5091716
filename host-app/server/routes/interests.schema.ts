export { interestsUpdateBodySchema } from '../../contract/account/accountRequests';
