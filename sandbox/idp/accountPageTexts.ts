import type { IdentityProviderName } from '@payment-client/server-kit/identityProviders';
import type { PageLanguage } from '../pages/pageLanguage';

/** How one stand-in's account page reads. */
export interface StandInTexts {
  title: string;
  loginLabel: string;
  nameLabel: string;
  note: string;
}

/** The stand-in identity providers' account pages, in English; each language gives the same keys. */
const ENGLISH = {
  language: 'en' as PageLanguage,
  hideEmail: 'Hide My Email (share a private relay address)',
  email: 'Email (optional)',
  emailVerified: 'The provider has verified this email',
  continue: 'Continue',
  cancel: 'Cancel',
  expired: 'This sign-in has expired. Start again from the site.',
  noAccount: 'Enter the account to sign in with.',
  standIns: {
    apple: {
      title: 'Sign in with Apple (sandbox)',
      loginLabel: 'Apple ID (email)',
      nameLabel: 'Name (Apple shares it on the first sign-in to a site only)',
      note: 'Sandbox stand-in for Sign in with Apple: no Apple account is used. Hide My Email gives the site a private relay address; Apple keeps the first choice.',
    },
    snapchat: {
      title: 'Login with Snapchat (sandbox)',
      loginLabel: 'Snapchat username',
      nameLabel: 'Display name',
      note: 'Sandbox stand-in for Login with Snapchat: no Snapchat account is used. Leave the email empty for an account that shares none.',
    },
  } satisfies Record<IdentityProviderName, StandInTexts>,
};

export type AccountPageTexts = typeof ENGLISH;

/** In the words of docs/glossary.ar.md; Apple's own Arabic name for Hide My Email. */
const ARABIC: AccountPageTexts = {
  language: 'ar',
  hideEmail: 'إخفاء بريدي الإلكتروني (مشاركة عنوان بريد وسيط خاص)',
  email: 'البريد الإلكتروني (اختياري)',
  emailVerified: 'تحقّق مزوّد الحساب من هذا البريد الإلكتروني',
  continue: 'متابعة',
  cancel: 'إلغاء',
  expired: 'انتهت صلاحية تسجيل الدخول هذا. ابدأ من جديد من الموقع.',
  noAccount: 'أدخل الحساب الذي تريد تسجيل الدخول به.',
  standIns: {
    apple: {
      title: 'تسجيل الدخول باستخدام Apple (صفحة اختبار)',
      loginLabel: 'معرّف Apple (البريد الإلكتروني)',
      nameLabel: 'الاسم (تشاركه Apple مع الموقع عند أول تسجيل دخول إليه فقط)',
      note: 'صفحة اختبار بدل تسجيل الدخول باستخدام Apple: لا نستخدم أي حساب Apple. يمنح خيار إخفاء بريدي الإلكتروني الموقع عنوان بريد وسيطًا خاصًا، وتحتفظ Apple بأول اختيار.',
    },
    snapchat: {
      title: 'تسجيل الدخول باستخدام Snapchat (صفحة اختبار)',
      loginLabel: 'اسمك على Snapchat',
      nameLabel: 'الاسم الظاهر',
      note: 'صفحة اختبار بدل تسجيل الدخول باستخدام Snapchat: لا نستخدم أي حساب Snapchat. اترك البريد الإلكتروني فارغًا لحساب لا يشارك بريده.',
    },
  },
};

export const ACCOUNT_PAGE_TEXTS: Record<PageLanguage, AccountPageTexts> = { en: ENGLISH, ar: ARABIC };
