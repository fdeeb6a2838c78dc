import { listsCapacidad, startEarlyDiscovery } from '../lib/early-discovery';
import { prefetchGet } from '../lib/early-get';
import { prefetchLargeList } from '../lib/list-worker/list-host';
import { getSessionSnapshot } from '../lib/session';
import { canAccess, routeForPath } from './routes';

/**
 * With a stored session, the signed-in page the address names, the query layer and the navbar
 * start loading as soon as the entry runs, alongside React's first render instead of after it
 * (first paint). The router's own lazy loads then find the modules on their way; a
 * failure here is left to them, as they report it on the page.
 */
export function preloadSignedInRoute(hash: string = window.location.hash): void {
  const session = getSessionSnapshot();
  if (session.status !== 'valid') return;
  const [path, query = ''] = hash.replace(/^#/, '').split('?');
  const route = routeForPath(path || '/');
  // A page the guard will refuse is not worth its chunk.
  if (!route || route.access === 'public' || !canAccess(route.access, session.user.role)) return;
  const role = session.user.role;
  const lists = route.lists?.(role) ?? [];
  const gets = route.gets?.(role) ?? [];
  const search = new URLSearchParams(query);
  const spared = route.spared?.(role, search) ?? null;
  const ignore = () => undefined;
  // The page's large lists leave first, the largest first, ahead of the page's code:
  // on a cold load at 100,000 cobros their request no longer waits for the page to render.
  // Those a summary spares wait for the discovery, and leave only when it offers none.
  const start = (isSpared: boolean) => {
    lists.filter((kind) => (spared?.lists.includes(kind) ?? false) === isSpared).forEach(prefetchLargeList);
    gets.filter((path) => (spared?.gets.includes(path) ?? false) === isSpared).forEach(prefetchGet);
  };
  start(false);
  // Every signed-in page asks which extensions the backend offers (its navbar does): asked now,
  // the answer is in by the time the page's code runs.
  const discovery = startEarlyDiscovery();
  if (spared)
    discovery
      .then((answer) => {
        if (!listsCapacidad(answer, spared.by)) return start(true);
        for (const { by, path, query } of spared.early?.(search) ?? [])
          if (listsCapacidad(answer, by)) {
            prefetchGet(path);
            query?.().catch(ignore);
          }
      })
      .catch(ignore);
  route.load().catch(ignore);
  import('./query-layer').catch(ignore);
  import('./app-navbar').catch(ignore);
}
