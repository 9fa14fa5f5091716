export { profileCountryBodySchema, profileUpdateBodySchema } from '../../shared/apiRequests';
