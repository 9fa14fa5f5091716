// Answers of the help chat calls (PR-HELP).

/** A help chat message was stored: the number the support team answers it under. */
export interface HelpMessageAccepted {
  acknowledgement: string;
  replyTo: string;
}

/** TEST environment only: a stored help chat message. */
export interface StoredHelpMessage {
  acknowledgement: string;
  replyTo: string;
  subscriberId: string | null;
  message: string;
  receivedAt: string;
}
