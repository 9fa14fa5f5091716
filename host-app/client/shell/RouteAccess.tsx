import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuthSession } from 'payment-client/auth-session';
import { safeNextPath } from '../routing/safeNext';
import type { SiteRoute } from '../routing/routeTable';
import { PageStatus } from './PageStatus';
import { SITE_ROUTES, sitePath } from '../../contract/site/sitePaths';

/** Sends visitors to sign in before private pages, and signed-in subscribers away from the sign-in pages. */
export function RouteAccess({ access, children }: { access: SiteRoute['access']; children: ReactNode }) {
  const { status, state, reload } = useAuthSession();
  const [path] = useLocation();
  const search = useSearch();
  if (!access) return <>{children}</>;
  if (access === 'signedIn') {
    if (status === 'authenticated') return <>{children}</>;
    if (status === 'unauthorized') return <Redirect to={sitePath.signIn(path)} replace />;
    // The profile could not be loaded (not a refused token): offer a retry instead of waiting forever.
    if (state.status === 'unknown' && state.failure) return <PageStatus state="failed" onRetry={() => void reload()} />;
    return <PageStatus state="loading" />;
  }
  if (status === 'authenticated') return <Redirect to={safeNextPath(new URLSearchParams(search).get('next')) ?? SITE_ROUTES.home} replace />;
  return <>{children}</>;
}
