import { useBrand } from '../../config/SiteConfigProvider';
import { useI18n } from '../../i18n/I18nProvider';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import { richText } from '../../i18n/richText';
import { intlLocale } from '../../i18n/translate';
import { usePageMeta } from '../../server/pageMeta';
import type { LegalTexts } from './legalDocument';

/** A legal or company page: its catalog title, the date it last changed, then its sections in the page's language. */
export function LegalDocumentView({ title, texts }: { title: SiteMessageKey; texts: LegalTexts }) {
  const { t, locale } = useI18n();
  const brand = useBrand();
  const document = texts[locale];
  const brandName = t(`brand.${brand.id}`);
  const email = <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>;
  const fill = (text: string) => richText(text, { brand: brandName, email });
  // Dates are written as UTC days, so the server and the browser print the same one.
  const updated = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${document.updated}T00:00:00Z`));
  usePageMeta({ description: document.summary.replaceAll('{brand}', brandName) });

  return (
    <article className="site-Legal">
      <h1>{t(title)}</h1>
      <p className="site-Muted">{t('legal.updated', { date: updated })}</p>
      <p className="site-Legal-summary">{fill(document.summary)}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          {section.points ? (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{fill(point)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
