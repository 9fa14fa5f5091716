import { customAlphabet } from 'nanoid';
import type { Queryable } from '@payment-client/server-kit/db';
import type { StoredHelpMessage } from '../../contract/help/helpTypes';
import type { ProductLocale } from '../../contract/site/locales';

// Upper-case letters and digits without 0/O and 1/I, so a viewer can read the number out to the team.
const acknowledgementDigits = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 8);

/** The number the viewer is shown and the support team answers under, e.g. `HLP-7K3M-Q9XR`. */
export function newAcknowledgement(): string {
  const digits = acknowledgementDigits();
  return `HLP-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export interface NewHelpMessage {
  subscriberId: string | null;
  replyTo: string;
  message: string;
  locale: ProductLocale;
}

export async function storeHelpMessage(db: Queryable, message: NewHelpMessage, now: Date): Promise<string> {
  const acknowledgement = newAcknowledgement();
  await db.query(
    'INSERT INTO product.help_messages (acknowledgement, subscriber_id, reply_to, message, locale, received_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [acknowledgement, message.subscriberId, message.replyTo, message.message, message.locale, now.toISOString()],
  );
  return acknowledgement;
}

export async function helpMessagesFor(db: Queryable, replyTo: string): Promise<StoredHelpMessage[]> {
  const { rows } = await db.query<{ acknowledgement: string; reply_to: string; subscriber_id: string | null; message: string; received_at: Date }>(
    'SELECT acknowledgement, reply_to, subscriber_id, message, received_at FROM product.help_messages WHERE reply_to = $1 ORDER BY received_at, acknowledgement',
    [replyTo],
  );
  return rows.map((row) => ({
    acknowledgement: row.acknowledgement,
    replyTo: row.reply_to,
    subscriberId: row.subscriber_id,
    message: row.message,
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}
