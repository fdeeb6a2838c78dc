import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { PAGES } from './route-pages';
import { AppLayout } from './app-layout';
import { RequireAccess } from './require-access';
import { RouteErrorBoundary } from './route-error';
import { paths } from '../lib/paths';

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
