import { Link, useLocation } from 'wouter';
import type { VideoDetail } from '../../contract/content/contentTypes';
import { sitePath } from '../../contract/site/sitePaths';
import { useBrand } from '../config/SiteConfigProvider';
import { useI18n } from '../i18n/I18nProvider';
import { gatedContent } from './gatedContent';

/** What a premium video or live event shows instead of its stream: one message and the way forward. */
export function GatedContentMessage({ access }: { access: VideoDetail['access'] }) {
  const { t } = useI18n();
  const brand = useBrand();
  const [path] = useLocation();
  const gate = gatedContent(access);
  if (!gate) return null;
  // Signing in, and paying for premium, both come back to this page.
  const href = gate.action === 'signIn' ? sitePath.signIn(path) : sitePath.subscription(brand, path);
  return (
    <div className="site-Gate" data-gate={gate.action}>
      <p>{t(gate.messageKey)}</p>
      <Link href={href} className="site-Button">
        {t(gate.actionKey)}
      </Link>
    </div>
  );
}
