export { profileUpdateBodySchema } from '../../shared/apiRequests';
