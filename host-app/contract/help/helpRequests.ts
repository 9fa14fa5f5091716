import * as z from 'zod/mini';
import { emailSchema } from '../forms/validation';

/* Bodies of the help chat calls (PR-HELP). Unknown fields are refused. */

/** The longest help chat message the support team takes. */
export const HELP_MESSAGE_MAX_LENGTH = 2000;

/** A help chat message (PR-HELP-1); a visitor names the email to reply to, a subscriber's is the account's. */
export const helpMessageBodySchema = z.strictObject({
  message: z.string().check(z.trim(), z.minLength(1, 'help.messageRequired'), z.maxLength(HELP_MESSAGE_MAX_LENGTH, 'help.messageTooLong')),
  email: z.optional(emailSchema),
});
export type HelpMessageBody = z.input<typeof helpMessageBodySchema>;

export const devHelpMessagesQuerySchema = z.strictObject({ email: emailSchema });
