import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Interest } from '../../../contract/account/accountTypes';
import { updateInterests } from '../../api/profileApi';
import { queryKeys } from '../../api/queryKeys';
import { useSiteQueries } from '../../api/siteQueries';
import { useProductCaller } from '../../api/useProductCaller';
import { useViewerId } from '../../session/useViewerId';

const withChoices = (list: Interest[] | undefined, ids: readonly string[]) => list?.map((interest) => ({ ...interest, selected: ids.includes(interest.id) }));

/** The interest list with the subscriber's choices; saving counts only when the API says success (PR-FORM-4). */
export function useInterests() {
  const call = useProductCaller();
  const queryClient = useQueryClient();
  const viewer = useViewerId();
  const interestsQuery = useSiteQueries().interests();
  const list = useQuery(interestsQuery);
  // Null until the visitor changes something: the choices are then the ones the list came with.
  const [changed, setChanged] = useState<ReadonlySet<string> | null>(null);
  const fromList = useMemo(() => new Set((list.data ?? []).filter((interest) => interest.selected).map((interest) => interest.id)), [list.data]);
  const chosen = changed ?? fromList;

  useEffect(() => setChanged(null), [list.data]);

  const saving = useMutation({
    mutationFn: async (ids: string[]) => {
      if (!(await updateInterests(call, ids))) throw new Error('The interests were not saved: the API did not answer success');
    },
    // The boxes already show the visitor's choices while saving; a failure keeps them, so saving again
    // needs no clicks. Saved, they become the list's own choices, and the list is checked again;
    // the viewer's home, ordered by them, is fetched again when next shown.
    onSuccess: (_nothing, ids) => {
      queryClient.setQueryData(interestsQuery.queryKey, (data) => withChoices(data, ids));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: interestsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.homes(viewer) }),
      ]);
    },
  });

  const toggle = useCallback(
    (id: string, on: boolean) => {
      saving.reset();
      const next = new Set(chosen);
      if (on) next.add(id);
      else next.delete(id);
      setChanged(next);
    },
    [chosen, saving],
  );

  const save = useCallback(() => {
    if (!list.data) return;
    // Keep the list's order, so the request does not depend on the order of clicks.
    saving.mutate(list.data.map((interest) => interest.id).filter((id) => chosen.has(id)));
  }, [chosen, list.data, saving]);

  return {
    list: list.data,
    failed: list.isError && !list.data,
    retry: () => void list.refetch(),
    chosen,
    toggle,
    save,
    saving: saving.isPending,
    outcome: saving.isSuccess ? ('saved' as const) : saving.isError ? ('failed' as const) : null,
  };
}
