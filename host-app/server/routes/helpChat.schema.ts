export { devHelpMessagesQuerySchema, helpMessageBodySchema } from '../../shared/apiRequests';
