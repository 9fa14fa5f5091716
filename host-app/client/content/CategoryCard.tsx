import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { Category } from '../../shared/apiTypes';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link href={`/category/${encodeURIComponent(category.id)}`} className="site-Card">
      <Thumbnail src={category.thumbnail} />
      <h3>{category.title}</h3>
    </Link>
  );
}
