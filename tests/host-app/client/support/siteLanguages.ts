import { loadAccountStrings, loadHelpStrings, loadLanguage, loadPaymentStrings, loadPlayerStrings } from '../../../../host-app/client/i18n/siteI18n';
import { LOCALES } from '../../../../host-app/client/i18n/translate';

// The site loads a language's catalog chunk when it is first shown; tests load both up front, so a
// render shows its text at once instead of after the Suspense boundary resolves.
await Promise.all(LOCALES.flatMap((locale) => [loadLanguage(locale), loadPlayerStrings(locale), loadAccountStrings(locale), loadPaymentStrings(locale), loadHelpStrings(locale)]));
