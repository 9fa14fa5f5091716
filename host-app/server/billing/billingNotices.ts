import type { Queryable } from '@payment-client/server-kit/db';
import { SITE_ROUTES } from '../../contract/site/sitePaths';
import type { ProductContext } from '../context';
import type { ProductEmail } from '../email/emailSender';
import type { BillingPlanKey } from '../../contract/payments/paymentConstants';

/** What the subscriber is told by email about their subscription's billing. */
export const BILLING_NOTICES = ['renewalFailed', 'subscriptionEnded', 'receipt'] as const;
export type BillingNotice = (typeof BILLING_NOTICES)[number];

/** What a receipt states: the plan, the amount charged, and until when it pays. */
export interface ReceiptDetails {
  plan: BillingPlanKey;
  amount: number;
  currency: string;
  paidUntil: Date;
  /** Where it was charged: the card on file, or the phone bill of an operator subscription. */
  billedTo: 'card' | 'phone';
}

/** The plans' names as the site shows them. */
export const PLAN_NAMES: Record<Language, Record<BillingPlanKey, string>> = {
  en: { monthly: 'Monthly', quarterly: 'Every 3 months', yearly: 'Yearly', monthly_trial_7days: 'Monthly' },
  ar: { monthly: 'شهري', quarterly: 'كل 3 أشهر', yearly: 'سنوي', monthly_trial_7days: 'شهري' },
};

export type Language = ProductEmail['language'];

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** The texts of each notice, in each language of the site; `link` is where the card is updated. */
export interface NoticeValues {
  link: string;
  until: string;
  plan: string;
  amount: string;
  billedTo: ReceiptDetails['billedTo'];
}

const NOTICES: Record<BillingNotice, Record<Language, (values: NoticeValues) => { subject: string; text: string }>> = {
  renewalFailed: {
    en: ({ link, until }) => ({
      subject: 'Your Premium payment did not go through',
      text: `We could not renew your Premium subscription with the card on file. You keep Premium until ${until} while we try again. To keep it, update your card: ${link}`,
    }),
    ar: ({ link, until }) => ({
      subject: 'تعذّر إتمام دفعة اشتراك بريميوم',
      text: `لم نتمكن من تجديد اشتراكك في بريميوم بالبطاقة المحفوظة. يبقى بريميوم متاحاً لك حتى ${until} بينما نعيد المحاولة. للاحتفاظ به، حدّث بطاقتك: ${link}`,
    }),
  },
  receipt: {
    en: ({ plan, amount, until, link, billedTo }) => ({
      subject: 'Your Premium receipt',
      text: `Thank you. We charged ${amount} to ${billedTo === 'phone' ? 'your phone bill' : 'your card on file'} for Premium (${plan}), which is now paid until ${until}. Your subscription: ${link}`,
    }),
    ar: ({ plan, amount, until, link, billedTo }) => ({
      subject: 'إيصال اشتراك بريميوم',
      text: `شكراً لك. خصمنا ${amount} ${billedTo === 'phone' ? 'على فاتورة هاتفك' : 'من بطاقتك المحفوظة'} مقابل بريميوم (${plan})، وأصبح مدفوعاً حتى ${until}. اشتراكك: ${link}`,
    }),
  },
  subscriptionEnded: {
    en: ({ link }) => ({
      subject: 'Your Premium subscription has ended',
      text: `We could not take the payment for your Premium subscription, so it has ended. You can subscribe again at any time: ${link}`,
    }),
    ar: ({ link }) => ({
      subject: 'انتهى اشتراكك في بريميوم',
      text: `لم نتمكن من خصم دفعة اشتراكك في بريميوم، لذلك انتهى الاشتراك. يمكنك الاشتراك من جديد في أي وقت: ${link}`,
    }),
  },
};

/** One notice's subject and text in one language, with its values already written as the reader reads them. */
export function renderBillingNotice(notice: BillingNotice, language: Language, values: NoticeValues): { subject: string; text: string } {
  return NOTICES[notice][language](values);
}

/** The subscriber's email and the language they last paid in (the site's default when unknown). */
async function recipientOf(db: Queryable, subscriberId: string, language: Language | undefined): Promise<{ email: string; language: Language } | null> {
  const { rows } = await db.query<{ email: string | null; language: string | null }>(
    `SELECT s.email, (SELECT p.language FROM product.payment_sessions p WHERE p.subscriber_id = s.id ORDER BY p.created_at DESC LIMIT 1) AS language
     FROM product.subscribers s WHERE s.id = $1`,
    [subscriberId],
  );
  const row = rows[0];
  if (!row?.email) return null;
  return { email: row.email, language: language ?? (row.language === 'ar' ? 'ar' : 'en') };
}

/** The settings page where the card is updated, in the subscriber's language. */
function settingsLink(context: ProductContext, language: Language): string {
  return `${context.payments.hostAppOrigin}${language === 'ar' ? '/ar' : ''}${SITE_ROUTES.subscriptionSettings}`;
}

/**
 * Emails the subscriber a billing notice in their language: `language` when the viewer is there
 * to say it (a purchase they just made), else the language they last paid in. Best effort, after
 * the billing change is committed: a failed delivery is logged and never undoes or repeats a
 * charge. Subscribers without an email (phone accounts) see the site's banner only.
 */
export async function sendBillingNotice(
  context: ProductContext,
  subscriberId: string,
  notice: BillingNotice,
  values: { until?: Date; receipt?: ReceiptDetails; language?: Language },
  now: Date,
): Promise<void> {
  try {
    const recipient = await recipientOf(context.db, subscriberId, values.language);
    if (!recipient) return;
    // As the site writes dates and amounts: Latin digits in Arabic too.
    const locale = recipient.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
    const until = values.receipt?.paidUntil ?? values.until;
    const { subject, text } = renderBillingNotice(notice, recipient.language, {
      link: settingsLink(context, recipient.language),
      until: until ? new Intl.DateTimeFormat(locale, DATE_FORMAT).format(until) : '',
      plan: values.receipt ? PLAN_NAMES[recipient.language][values.receipt.plan] : '',
      amount: values.receipt
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: values.receipt.currency }).format(values.receipt.amount / 100)
        : '',
      billedTo: values.receipt?.billedTo ?? 'card',
    });
    await context.emailSender.send({ to: recipient.email, language: recipient.language, kind: notice, subject, text, sentAt: now });
  } catch (error) {
    console.error(`host app: the ${notice} email could not be sent`, error);
  }
}
