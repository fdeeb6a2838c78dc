import { preloadedLazy } from '../components/preloaded-lazy';
import { APP_ROUTES, routeForPath, type AppRoute, type PageModule } from './routes';
import { withTimeout } from './with-timeout';

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

/** One component per route, made once: each page is its own chunk (see preloadedLazy). */
function routePage(route: AppRoute) {
  const { Component, preload } = preloadedLazy(withTimeout(pageLoader(route)));
  return { Page: Component, preload };
}

export const PAGES = APP_ROUTES.map((route) => ({ ...route, ...routePage(route) }));

/**
 * The code of the public page the address names (the login screen's comes with the entry, see
 * vite.config.ts), so the first render shows the page rather than its loading state. A failure
 * is left to the page's own load, which reports it.
 */
export function preloadPublicPage(hash: string = window.location.hash): Promise<unknown> {
  const route = routeForPath(hash.replace(/^#/, '').split('?')[0] || '/');
  const page = route?.access === 'public' && PAGES.find(({ path }) => path === route.path);
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}
