import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { APP_ROUTES, type AppRoute, type PageModule } from './routes';
import { withTimeout } from './with-timeout';
import { AppLayout } from './app-layout';
import { RequireAccess, RequireCapacidad } from './require-access';
import { RouteErrorBoundary } from './route-error';
import { paths } from '../lib/paths';

/**
 * Signed-in pages read through TanStack Query: its client arrives with the first of them, so the
 * public pages (the login screen above all) load without it.
 */
function pageLoader(route: AppRoute): () => Promise<PageModule> {
  if (route.access === 'public') return route.load;
  return () =>
    Promise.all([route.load(), import('./query-layer')]).then(([page, layer]) => ({
      default: layer.withQueryClient(page.default),
    }));
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
        {PAGES.map(({ path, access, capacidad, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess access={access}>
                <RequireCapacidad capacidad={capacidad}>
                  <RouteErrorBoundary key={pathname}>
                    <Suspense fallback={<LoadingState />}>
                      <Page />
                    </Suspense>
                  </RouteErrorBoundary>
                </RequireCapacidad>
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={paths.home.to()} replace />} />
      </Route>
    </Routes>
  );
}
