import { useBrand } from '../config/SiteConfigProvider';
import { useI18n } from '../i18n/I18nProvider';
import { richText } from '../i18n/richText';
import { CountrySwitch } from './CountrySwitch';
import { DiscoverNav } from './DiscoverNav';
import { LegalNav } from './LegalNav';

export function Footer() {
  const { t } = useI18n();
  const brand = useBrand();
  return (
    <footer className="site-Footer">
      <DiscoverNav />
      <LegalNav />
      <CountrySwitch />
      <p>{richText(t('shell.footer.support'), { email: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> })}</p>
      <p>{t('shell.footer.rights', { year: new Date().getFullYear(), brand: t(`brand.${brand.id}`) })}</p>
    </footer>
  );
}
