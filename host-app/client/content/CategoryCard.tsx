import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { Category } from '../../shared/apiTypes';
import { sitePath } from '../../shared/sitePaths';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link href={sitePath.category(category.id)} className="site-Card">
      <Thumbnail src={category.thumbnail} />
      <h3>{category.title}</h3>
    </Link>
  );
}
