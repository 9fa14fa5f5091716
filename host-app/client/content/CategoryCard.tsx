import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { Category } from '../../shared/apiTypes';
import { sitePath } from '../../shared/sitePaths';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { VIDEO_SEARCH_FIRST_PAGE } from '../../shared/productConstants';

export function CategoryCard({ category }: { category: Category }) {
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchQuery(queries.category(category.id, VIDEO_SEARCH_FIRST_PAGE)));
  return (
    <Link href={sitePath.category(category.id)} className="site-Card" {...prefetch}>
      <Thumbnail src={category.thumbnail} />
      <h3>{category.title}</h3>
    </Link>
  );
}
