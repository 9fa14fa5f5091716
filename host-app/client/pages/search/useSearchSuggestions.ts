import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchSuggestion } from '../../../contract/content/searchTypes';
import { queryKeys } from '../../api/queryKeys';
import { useSiteQueries } from '../../api/siteQueries';
import { useDebouncedValue } from '../../shell/useDebouncedValue';

/** A pause in typing this long asks for suggestions; each keystroke before it asks nothing. */
export const SUGGESTION_DELAY_MS = 250;
/** Fewer letters than this suggest too much to help. */
const SUGGESTION_MIN_LENGTH = 2;

/**
 * Titles for the text being typed. The text settles first; a keystroke aborts a request still
 * under way (the query function passes on TanStack Query's signal), as its answer is already old.
 * The submitted text suggests nothing: its results are already on the page.
 */
export function useSearchSuggestions(draft: string, submitted: string): SearchSuggestion[] {
  const queries = useSiteQueries();
  const client = useQueryClient();
  useEffect(() => {
    void client.cancelQueries({ queryKey: queryKeys.anySearchSuggestions, fetchStatus: 'fetching' });
  }, [client, draft]);
  const text = useDebouncedValue(draft.trim(), SUGGESTION_DELAY_MS);
  const wanted = text.length >= SUGGESTION_MIN_LENGTH && text !== submitted;
  const suggestions = useQuery({ ...queries.searchSuggestions(text), enabled: wanted, placeholderData: keepPreviousData });
  return wanted ? (suggestions.data?.suggestions ?? []) : [];
}
