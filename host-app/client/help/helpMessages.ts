import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/translate';

/** Every user-visible string of the support chat, in English and Arabic. */
const en = {
  'help.open': 'Help',
  'help.close': 'Close help chat',
  'help.title': 'Support',
  'help.greeting.identified': 'Hi {name}, how can we help?',
  'help.greeting.guest': 'Hi, how can we help?',
  'help.messageLabel': 'Your message',
  'help.send': 'Send',
  'help.reply.identified': 'Thanks, {name}. Our team will reply to {email}.',
  'help.reply.guest': 'Thanks for your message. Sign in so our team can reply by email.',
  'help.you': 'You',
  'help.support': 'Support',
} as const;

export type HelpMessageKey = keyof typeof en;

const ar: Record<HelpMessageKey, string> = {
  'help.open': 'المساعدة',
  'help.close': 'إغلاق محادثة المساعدة',
  'help.title': 'الدعم',
  'help.greeting.identified': 'مرحبًا {name}، كيف يمكننا مساعدتك؟',
  'help.greeting.guest': 'مرحبًا، كيف يمكننا مساعدتك؟',
  'help.messageLabel': 'رسالتك',
  'help.send': 'إرسال',
  'help.reply.identified': 'شكرًا يا {name}. سيرد فريقنا على {email}.',
  'help.reply.guest': 'شكرًا لرسالتك. سجّل الدخول ليتمكن فريقنا من الرد عليك بالبريد الإلكتروني.',
  'help.you': 'أنت',
  'help.support': 'الدعم',
};

export const HELP_MESSAGES: Readonly<Record<Locale, Record<HelpMessageKey, string>>> = { en, ar };

export type HelpTranslate = (key: HelpMessageKey, values?: Record<string, string>) => string;

export function helpTranslator(locale: Locale): HelpTranslate {
  const catalog = HELP_MESSAGES[locale];
  return (key, values) => catalog[key].replace(/\{(\w+)\}/g, (match, name: string) => values?.[name] ?? match);
}

export function isHelpMessageKey(value: string): value is HelpMessageKey {
  return value in en;
}

export function useHelpText(): { t: HelpTranslate; locale: Locale } {
  const { locale } = useI18n();
  return { t: helpTranslator(locale), locale };
}
