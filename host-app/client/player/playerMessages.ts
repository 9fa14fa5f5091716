import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/translate';

/** Every user-visible string of the player, in English and Arabic. */
const en = {
  'player.region': 'Video player: {title}',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.seekBack': 'Back {seconds} seconds',
  'player.seekForward': 'Forward {seconds} seconds',
  'player.mute': 'Mute',
  'player.unmute': 'Unmute',
  'player.volumeDown': 'Volume down',
  'player.volumeUp': 'Volume up',
  'player.fullscreen': 'Full screen',
  'player.exitFullscreen': 'Exit full screen',
  'player.controls': 'Player controls',
  'player.vrMode': 'View in VR headset',
  'player.sphere': '360° view. Drag or use the arrow keys to look around; tap to follow your device’s motion.',
  'player.loading': 'Loading video…',
  'player.failed': 'This video can’t be played right now. Please try again later.',
  'player.unavailable': 'This video is not available.',
  'player.shortcuts': 'Keyboard: Space play or pause, arrows seek and volume, F full screen, M mute.',
} as const;

export type PlayerMessageKey = keyof typeof en;

const ar: Record<PlayerMessageKey, string> = {
  'player.region': 'مشغل الفيديو: {title}',
  'player.play': 'تشغيل',
  'player.pause': 'إيقاف مؤقت',
  'player.seekBack': 'رجوع {seconds} ثوانٍ',
  'player.seekForward': 'تقديم {seconds} ثوانٍ',
  'player.mute': 'كتم الصوت',
  'player.unmute': 'إلغاء كتم الصوت',
  'player.volumeDown': 'خفض الصوت',
  'player.volumeUp': 'رفع الصوت',
  'player.fullscreen': 'ملء الشاشة',
  'player.exitFullscreen': 'الخروج من ملء الشاشة',
  'player.controls': 'أدوات التحكم في المشغل',
  'player.vrMode': 'المشاهدة بنظارة الواقع الافتراضي',
  'player.sphere': 'عرض 360°. اسحب أو استخدم مفاتيح الأسهم للتجول بنظرك، أو المس الشاشة لتتبع حركة جهازك.',
  'player.loading': 'جارٍ تحميل الفيديو…',
  'player.failed': 'تعذر تشغيل هذا الفيديو الآن. يرجى المحاولة لاحقًا.',
  'player.unavailable': 'هذا الفيديو غير متاح.',
  'player.shortcuts': 'لوحة المفاتيح: المسافة للتشغيل أو الإيقاف، والأسهم للتقديم والصوت، وF لملء الشاشة، وM لكتم الصوت.',
};

export const PLAYER_MESSAGES: Readonly<Record<Locale, Record<PlayerMessageKey, string>>> = { en, ar };

export type PlayerTranslate = (key: PlayerMessageKey, values?: Record<string, string | number>) => string;

export function playerTranslator(locale: Locale): PlayerTranslate {
  const catalog = PLAYER_MESSAGES[locale];
  return (key, values) => catalog[key].replace(/\{(\w+)\}/g, (match, name: string) => (values && name in values ? String(values[name]) : match));
}

/** The player's strings in the page's language. */
export function usePlayerText(): { t: PlayerTranslate; locale: Locale } {
  const { locale } = useI18n();
  return { t: playerTranslator(locale), locale };
}
