import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { Category } from '../../shared/apiTypes';
import { IMAGE_LAYOUTS } from '../../shared/imageLayouts';
import { sitePath } from '../../shared/sitePaths';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { VIDEO_SEARCH_FIRST_PAGE } from '../../shared/productConstants';

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
