export { devHelpMessagesQuerySchema, helpMessageBodySchema } from '../../contract/help/helpRequests';
