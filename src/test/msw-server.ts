import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The app's API base in tests (VITE_API_URL is empty, so same origin). */
export const api = (path: string) => `${window.location.origin}/api/${path}`;

/**
 * One msw server for every component test; each test adds its handlers with server.use(). By
 * default the backend offers no extensions, as the real one: the discovery is answered 404.
 */
export const server = setupServer(
  http.get(api('ext/capacidades/'), () => new HttpResponse(null, { status: 404 })),
);

/** Makes the discovery list `capacidades` for the current test. */
export function offerCapacidades(...capacidades: string[]): void {
  server.use(http.get(api('ext/capacidades/'), () => HttpResponse.json({ version: 1, capacidades })));
}

/** Counts the discovery requests the current test sends. */
export function countDiscoveryAsks(): () => number {
  let asks = 0;
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/api/ext/capacidades/')) asks += 1;
  };
  server.events.on('request:start', onRequest);
  onTestFinished(() => server.events.removeListener('request:start', onRequest));
  return () => asks;
}
