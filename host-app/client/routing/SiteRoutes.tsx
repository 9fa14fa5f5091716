import { useMemo } from 'react';
import { Route, Switch } from 'wouter';
import { useBrand } from '../config/SiteConfigProvider';
import { PageFrame } from '../shell/PageFrame';
import { NOT_FOUND_ROUTE, siteRoutes } from './routeTable';

/** Matches the address against the route table; anything else is the 404 page, at its own address. */
export function SiteRoutes() {
  const brand = useBrand();
  const routes = useMemo(() => siteRoutes(brand), [brand]);
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <PageFrame route={route}>
            <route.page />
          </PageFrame>
        </Route>
      ))}
      <Route>
        <PageFrame route={NOT_FOUND_ROUTE}>
          <NOT_FOUND_ROUTE.page />
        </PageFrame>
      </Route>
    </Switch>
  );
}
