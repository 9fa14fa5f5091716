import { useQuery } from '@tanstack/react-query';
import type { DiscoveryScreenId } from '../../../contract/content/discoveryTypes';
import { useSiteQueries } from '../../api/siteQueries';
import { useDiscoveryText, type DiscoveryMessageKey } from '../../i18n/discoveryText';
import { useI18n } from '../../i18n/I18nProvider';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import { PageStatus } from '../../shell/PageStatus';
import { DiscoveryRow } from './DiscoveryRow';

export interface DiscoveryScreenViewProps {
  screen: DiscoveryScreenId;
  heading: SiteMessageKey;
  intro: DiscoveryMessageKey;
}

/** A discovery screen: its heading, a line saying what it holds, and its rows as the API builds them. */
export function DiscoveryScreenView({ screen, heading, intro }: DiscoveryScreenViewProps) {
  const { t } = useI18n();
  const td = useDiscoveryText();
  const queries = useSiteQueries();
  const answer = useQuery(queries.discoveryScreen(screen));
  return (
    <>
      <h1>{t(heading)}</h1>
      <p className="site-Muted">{td(intro)}</p>
      {answer.data ? (
        answer.data.sections.length === 0 ? (
          <p className="site-Muted">{td('discovery.screen.empty')}</p>
        ) : (
          answer.data.sections.map((section, index) => <DiscoveryRow key={section.key} section={section} priority={index === 0} />)
        )
      ) : (
        <PageStatus state={answer.isError ? 'failed' : 'loading'} onRetry={() => void answer.refetch()} />
      )}
    </>
  );
}
