import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { APP_ROUTES, type AppRoute, type PageModule } from './routes';
import { withTimeout } from './with-timeout';
import { AppLayout } from './app-layout';
import { RequireAccess } from './require-access';
import { RouteErrorBoundary } from './route-error';
import { paths } from '../lib/paths';

/**
 * Signed-in pages read through TanStack Query: its client arrives with the first of them, so the
 * public pages (the login screen above all) load without it.
 */
function pageLoader(route: AppRoute): () => Promise<PageModule> {
  if (route.access === 'public') return route.load;
  const { capacidad } = route;
  return () =>
    Promise.all([
      route.load(),
      import('./query-layer'),
      capacidad ? import('./require-capacidad') : null,
    ]).then(([page, layer, guard]) => {
      const Page = page.default;
      if (!guard || !capacidad) return { default: layer.withQueryClient(Page) };
      const { RequireCapacidad } = guard;
      const needed = capacidad;
      // Behind its extension: the guard comes with the page, so the login screen loads without it.
      function GuardedPage() {
        return (
          <RequireCapacidad capacidad={needed}>
            <Page />
          </RequireCapacidad>
        );
      }
      return { default: layer.withQueryClient(GuardedPage) };
    });
}

// One lazy component per route, made once: each page is its own chunk.
const PAGES = APP_ROUTES.map((route) => ({ ...route, Page: lazy(withTimeout(pageLoader(route))) }));

/**
 * Declarative routes rather than a data router: the data router costs the login screen's first
 * load 16 kB gzipped, and the app uses none of its loaders or actions (docs/decisions.md).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {PAGES.map(({ path, access, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess access={access}>
                <RouteErrorBoundary key={pathname}>
                  <Suspense fallback={<LoadingState />}>
                    <Page />
                  </Suspense>
                </RouteErrorBoundary>
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={paths.home.to()} replace />} />
      </Route>
    </Routes>
  );
}
