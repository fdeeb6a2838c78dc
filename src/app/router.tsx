import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { APP_ROUTES } from './routes';
import { withTimeout } from './with-timeout';
import { AppLayout } from './app-layout';
import { RequireAccess } from './require-access';
import { RouteErrorBoundary } from './route-error';
import { paths } from '../lib/paths';

// One lazy component per route, made once: each page is its own chunk.
const PAGES = APP_ROUTES.map((route) => ({ ...route, Page: lazy(withTimeout(route.load)) }));

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
