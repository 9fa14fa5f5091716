import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { Category } from '../../contract/content/contentTypes';
import { IMAGE_LAYOUTS } from '../../contract/content/imageLayouts';
import { sitePath } from '../../contract/site/sitePaths';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { VIDEO_SEARCH_FIRST_PAGE } from '../../contract/content/contentConstants';

/** `priority`: its picture is the page's first above the fold. */
export function CategoryCard({ category, priority }: { category: Category; priority?: boolean }) {
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchQuery(queries.category(category.id, VIDEO_SEARCH_FIRST_PAGE)));
  return (
    <Link href={sitePath.category(category.id)} className="site-Card" {...prefetch}>
      <Thumbnail image={category.thumbnailImage} src={category.thumbnail} sizes={IMAGE_LAYOUTS.card.sizes} priority={priority} />
      <h3>{category.title}</h3>
    </Link>
  );
}
