import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Interest } from '../../../shared/apiTypes';
import { loadInterests, updateInterests } from '../../api/profileApi';
import { useLoad } from '../../api/useLoad';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';

/** The interest list with the subscriber's choices; saving counts only when the API says success (product spec section 5). */
export function useInterests() {
  const { locale } = useI18n();
  const call = useProductCaller();
  const { state, retry } = useLoad<Interest[]>(`interests/${locale}`, (signal) => loadInterests(call, signal));
  // Null until the visitor changes something: the choices are then the ones the list came with.
  const [changed, setChanged] = useState<ReadonlySet<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const loaded = state.status === 'loaded' ? state.data : null;
  const fromList = useMemo(() => new Set((loaded ?? []).filter((interest) => interest.selected).map((interest) => interest.id)), [loaded]);
  const chosen = changed ?? fromList;

  useEffect(() => setChanged(null), [loaded]);

  const toggle = useCallback(
    (id: string, on: boolean) => {
      setOutcome(null);
      const next = new Set(chosen);
      if (on) next.add(id);
      else next.delete(id);
      setChanged(next);
    },
    [chosen],
  );

  const save = useCallback(async () => {
    if (state.status !== 'loaded') return;
    setSaving(true);
    setOutcome(null);
    // Keep the list's order, so the request does not depend on the order of clicks.
    const ids = state.data.map((interest) => interest.id).filter((id) => chosen.has(id));
    const saved = await updateInterests(call, ids);
    setSaving(false);
    setOutcome(saved ? 'saved' : 'failed');
  }, [call, chosen, state]);

  return { state, retry, chosen, toggle, save, saving, outcome };
}
