import { lazy } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../domain/constants';
import { APP_ROUTES, type PageModule } from './routes';
import { AppLayout } from './app-layout';
import { RequireAccess } from './require-access';
import { RouteError } from './route-error';

export const CHUNK_TIMEOUT_MESSAGE = 'Tiempo de espera agotado al cargar la página';

/** Spec section 9: a page's code that has not arrived after 120 s counts as failed. */
export function withTimeout(
  load: () => Promise<PageModule>,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<PageModule> {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
      load().then(
        (module) => {
          window.clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          window.clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

export function buildRoutes() {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        ...APP_ROUTES.map((route) => {
          const Page = lazy(withTimeout(route.load));
          return {
            path: route.path,
            errorElement: <RouteError />,
            element: (
              <RequireAccess access={route.access}>
                <Page />
              </RequireAccess>
            ),
          };
        }),
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(buildRoutes());
}
