export { interestsUpdateBodySchema } from '../../shared/apiRequests';
