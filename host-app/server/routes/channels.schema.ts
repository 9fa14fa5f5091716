export { updateFollowingBodySchema } from '../../shared/apiRequests';
