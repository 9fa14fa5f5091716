export { updateFollowingBodySchema } from '../../contract/content/contentRequests';
