export { analyticsBatchBodySchema } from '../../contract/analytics/analyticsRequests';
