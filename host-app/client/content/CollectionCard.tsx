import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { CollectionSummary } from '../../contract/content/discoveryTypes';
import { IMAGE_LAYOUTS } from '../../contract/content/imageLayouts';
import { sitePath } from '../../contract/site/sitePaths';
import { usePrefetchIntent } from '../api/usePrefetchIntent';

/** A campaign collection, opening its page. `priority`: its picture is the page's first above the fold. */
export function CollectionCard({ collection, priority }: { collection: CollectionSummary; priority?: boolean }) {
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchQuery(queries.collection(collection.slug)));
  return (
    <Link href={sitePath.collection(collection.slug)} className="site-Card" {...prefetch}>
      <Thumbnail image={collection.heroImage} src={collection.hero} sizes={IMAGE_LAYOUTS.card.sizes} priority={priority} />
      <h3>{collection.title}</h3>
      <span className="site-Muted">{collection.description}</span>
    </Link>
  );
}
