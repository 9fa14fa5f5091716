import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'wouter';
import type { Collection } from '../../../contract/content/discoveryTypes';
import { IMAGE_LAYOUTS } from '../../../contract/content/imageLayouts';
import { sitePath } from '../../../contract/site/sitePaths';
import { isScreenName } from '../../analytics';
import { isDefinitiveFailure } from '../../api/productCallError';
import { useSiteQueries } from '../../api/siteQueries';
import { CollectionCard } from '../../content/CollectionCard';
import { Thumbnail } from '../../content/Thumbnail';
import { VideoGrid } from '../../content/VideoCard';
import { useScreenView } from '../../hooks/useScreenView';
import { useDiscoveryText } from '../../i18n/discoveryText';
import { PageStatus } from '../../shell/PageStatus';
import { usePageTitle } from '../../shell/usePageTitle';
import { NotFoundPage } from '../errors/NotFoundPage';

/** A campaign collection's page, one for every campaign: the data says what it shows. A slug no collection has is the 404 page. */
export function CollectionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const queries = useSiteQueries();
  const collection = useQuery(queries.collection(slug));
  if (collection.data) return <CollectionView collection={collection.data} />;
  if (isDefinitiveFailure(collection.error)) return <NotFoundPage />;
  return <PageStatus state={collection.isError ? 'failed' : 'loading'} onRetry={() => void collection.refetch()} />;
}

function CollectionView({ collection }: { collection: Collection }) {
  const t = useDiscoveryText();
  const videosId = useId();
  const moreId = useId();
  usePageTitle(collection.title);
  // Each campaign is the screen the spec names for it (News, Sindalah_Island…).
  useScreenView(isScreenName(collection.screen) ? collection.screen : null);
  return (
    <article className="site-Collection" data-collection={collection.slug}>
      <Thumbnail image={collection.heroImage} src={collection.hero} sizes={IMAGE_LAYOUTS.cover.sizes} priority className="site-EventCover" />
      {collection.parent ? (
        <p className="site-Muted">
          <Link href={sitePath.collection(collection.parent.slug)}>{t('discovery.collection.partOf', { campaign: collection.parent.title })}</Link>
        </p>
      ) : null}
      <h1>{collection.title}</h1>
      <p>{collection.description}</p>
      <section className="site-Section" aria-labelledby={videosId}>
        <h2 id={videosId}>{t('discovery.collection.videos')}</h2>
        {collection.videos.length > 0 ? <VideoGrid videos={collection.videos} /> : <p className="site-Muted">{t('discovery.collection.empty')}</p>}
      </section>
      {collection.children.length > 0 ? (
        <section className="site-Section" aria-labelledby={moreId}>
          <h2 id={moreId}>{t('discovery.collection.more')}</h2>
          <ul className="site-CardGrid">
            {collection.children.map((child) => (
              <li key={child.slug}>
                <CollectionCard collection={child} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
