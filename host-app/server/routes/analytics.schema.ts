export { analyticsBatchBodySchema } from '../../shared/apiRequests';
