import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { buildRoutes } from '../app/router';
import { createQueryClient } from '../app/query-client';
import { storeSession } from '../lib/session';
import { tokenFor } from './tokens';

/** Signs a fake user in, as the login screen would have. */
export function signIn(role: string | null, extra: Record<string, unknown> = {}, username = 'ana') {
  storeSession(tokenFor(role, extra), username);
}

/** Renders the real route table at a path, with the app's providers (minus the inactivity guard). */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
