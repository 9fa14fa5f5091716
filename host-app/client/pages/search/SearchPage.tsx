import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { useSiteQueries } from '../../api/siteQueries';
import { VideoGrid } from '../../content/VideoCard';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { CatalogueMatches } from './CatalogueMatches';
import { Pagination } from './Pagination';
import { pageCount, readSearchQuery, searchParamsOf } from './searchQuery';
import { useSearchSuggestions } from './useSearchSuggestions';

/**
 * Search: the channels and events found, then the videos, five a page from page 0
 * (PR-CONTENT-1); the query lives in the address. Titles are suggested while typing.
 */
export function SearchPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = readSearchQuery(params);
  const [draft, setDraft] = useState(query.text);
  const inputId = useId();
  const suggestionsId = useId();
  const suggestions = useSearchSuggestions(draft, query.text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchParamsOf({ text: draft.trim(), page: 0 }));
  };

  return (
    <>
      <h1>{t('search.title')}</h1>
      <form role="search" className="site-HeaderSearch" onSubmit={submit}>
        <label htmlFor={inputId} className="site-VisuallyHidden">
          {t('search.label')}
        </label>
        <input id={inputId} className="site-Input" type="search" name="q" list={suggestionsId} autoComplete="off" value={draft} onChange={(event) => setDraft(event.target.value)} />
        {/* The browser's own list: keyboard, touch and screen readers work as everywhere else. */}
        <datalist id={suggestionsId}>
          {suggestions.map((suggestion) => (
            <option key={`${suggestion.kind}:${suggestion.id}`} value={suggestion.title} />
          ))}
        </datalist>
        <button type="submit" className="site-Button">
          {t('search.submit')}
        </button>
      </form>
      {query.text ? (
        <>
          <CatalogueMatches text={query.text} />
          <SearchResults text={query.text} page={query.page} onPage={(page) => setParams(searchParamsOf({ text: query.text, page }))} />
        </>
      ) : (
        <p className="site-Muted">{t('search.prompt')}</p>
      )}
    </>
  );
}

function SearchResults({ text, page, onPage }: { text: string; page: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const queries = useSiteQueries();
  const headingId = useId();
  const search = useQuery(queries.search(text, page));

  const result = search.data;
  if (!result) return <PageStatus state={search.isError ? 'failed' : 'loading'} onRetry={() => void search.refetch()} />;
  return (
    <section className="site-Section" aria-labelledby={headingId}>
      {/* Announced when the results change, as a sighted visitor sees them change. */}
      <div role="status">
        <h2 id={headingId}>{result.items.length > 0 ? t('search.results', { query: text }) : t('search.noResults', { query: text })}</h2>
      </div>
      {result.items.length > 0 && <VideoGrid videos={result.items} labelledBy={headingId} priority />}
      {(page > 0 || result.hasMore) && <Pagination page={page} pages={pageCount(result.total)} hasMore={result.hasMore} onPage={onPage} />}
    </section>
  );
}
