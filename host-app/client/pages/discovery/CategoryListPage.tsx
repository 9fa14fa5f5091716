import { CategoryCard } from '../../content/CategoryCard';
import { useDiscoveryText } from '../../i18n/discoveryText';
import { PageStatus } from '../../shell/PageStatus';
import { itemsOfType } from '../home/homeSections';
import { useHomeData } from '../home/useHomeData';

/** Every category the home answer lists, each opening its page. */
export function CategoryListPage() {
  const t = useDiscoveryText();
  const home = useHomeData();
  const categories = home.data ? itemsOfType(home.data.sections, 'categories') : [];
  return (
    <>
      <h1>{t('discovery.categories.heading')}</h1>
      {!home.data ? (
        <PageStatus state={home.isError ? 'failed' : 'loading'} onRetry={() => void home.refetch()} />
      ) : categories.length === 0 ? (
        <p className="site-Muted">{t('discovery.categories.empty')}</p>
      ) : (
        <ul className="site-CardGrid">
          {categories.map((category, index) => (
            <li key={category.id}>
              <CategoryCard category={category} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
