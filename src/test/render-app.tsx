import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe, type LocationRef } from './location-probe';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '../app/query-client';
import { LazyToastHost } from '../app/lazy-toast-host';
import { storeSession } from '../lib/session';
import { tokenFor } from './tokens';

/** Signs a fake user in, as the login screen would have. */
export function signIn(role: string | null, extra: Record<string, unknown> = {}, username = 'ana') {
  storeSession(tokenFor(role, extra), username);
}

/** Renders the real route table at a path, with the app's providers (minus the inactivity guard). */
export function renderApp(path: string) {
  const location = {} as LocationRef;
  const queryClient = createQueryClient();
  // The app's retry policy, without its 1 s + 2 s waits: a load failure shows at once, so no
  // test's wait for it is a race against the backoff on a slow machine.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 5 } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe into={location} />
      </MemoryRouter>
      <LazyToastHost />
    </QueryClientProvider>,
  );
  return { ...utils, location, queryClient };
}
