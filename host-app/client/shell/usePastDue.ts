import { useQuery } from '@tanstack/react-query';
import { useAuthSession } from 'payment-client/auth-session';
import { useSiteQueries } from '../api/siteQueries';

/**
 * Whether the signed-in subscriber's renewal was declined and is being retried (past due). Only a
 * VIP can be past due, so nobody else asks; the settings page shares the same cached details.
 */
export function usePastDue(): boolean {
  const { status, subscriber, isVip } = useAuthSession();
  const queries = useSiteQueries();
  const enabled = status === 'authenticated' && subscriber !== null && isVip;
  const details = useQuery({ ...queries.subscription(subscriber?.id ?? ''), enabled });
  return enabled && details.data?.status === 'past_due';
}
