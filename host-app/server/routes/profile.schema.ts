export { profileCountryBodySchema, profileUpdateBodySchema } from '../../contract/account/accountRequests';
