import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toDisplayEvent } from '../../api/displayEvent';
import { useSiteQueries } from '../../api/siteQueries';
import { CategoryCard } from '../../content/CategoryCard';
import { ChannelCard } from '../../content/ChannelCard';
import { EventCard } from '../../content/EventCard';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The channels and events a search finds, above its videos; when it finds nothing at all, the
 * categories, so the viewer has somewhere to go. Renders nothing while it loads or if it fails:
 * the video results below say how the search went.
 */
export function CatalogueMatches({ text }: { text: string }) {
  const { t } = useI18n();
  const queries = useSiteQueries();
  const found = useQuery(queries.catalogueSearch(text)).data;
  const channelsId = useId();
  const eventsId = useId();
  const categoriesId = useId();
  if (!found) return null;
  return (
    <>
      {found.channels.length > 0 && (
        <section className="site-Section" aria-labelledby={channelsId}>
          <h2 id={channelsId}>{t('search.channels')}</h2>
          <ul className="site-CardGrid" aria-labelledby={channelsId}>
            {found.channels.map((channel) => (
              <li key={channel.id}>
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {found.events.length > 0 && (
        <section className="site-Section" aria-labelledby={eventsId}>
          <h2 id={eventsId}>{t('search.events')}</h2>
          <ul className="site-CardGrid" aria-labelledby={eventsId}>
            {found.events.map((event) => (
              <li key={event.id}>
                <EventCard event={toDisplayEvent(event)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {found.categories.length > 0 && (
        <section className="site-Section" aria-labelledby={categoriesId}>
          <h2 id={categoriesId}>{t('search.browseCategories')}</h2>
          <ul className="site-CardGrid" aria-labelledby={categoriesId}>
            {found.categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
