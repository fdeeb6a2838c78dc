import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/use-session';
import { getToken } from '../lib/session';
import { paths } from '../lib/paths';
import { dismissToastsOnNavigation } from '../lib/notify';
import { AppBreadcrumb } from './app-breadcrumb';
import { routeForPath } from './routes';
import { useFallbackDocumentTitle } from '../components/page/use-document-title';

// The navbar's dropdowns bring Popper and react-bootstrap's overlays; the login screen needs neither.
const AppNavbar = lazy(() => import('./app-navbar').then((module) => ({ default: module.AppNavbar })));

/** A toast belongs to the page it was shown on: a route change takes it away (see notify). */
function useDismissToastsOnRouteChange(pathname: string) {
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissToastsOnNavigation();
  }, [pathname]);
}

/** Spec section 2: the navigation layout appears when a token is stored and the path is not /. */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  useDismissToastsOnRouteChange(pathname);
  // Every route has a title: a page that does not set its own still names its tab.
  useFallbackDocumentTitle(routeForPath(pathname)?.title ?? '');
  const showNav = !!getToken() && pathname !== paths.root.pattern && pathname !== paths.login.pattern;
  return (
    <div className="min-vh-100 bg-body-tertiary">
      {showNav && (
        <Suspense fallback={<div className="bg-dark app-navbar-placeholder" />}>
          <AppNavbar user={session.status === 'valid' ? session.user : null} />
        </Suspense>
      )}
      {/* Bootstrap's classes rather than its Container: react-bootstrap is not part of the first load. */}
      <main className={showNav ? 'pb-5 container-xl' : 'container-xl'}>
        {showNav && <AppBreadcrumb />}
        <Outlet />
      </main>
    </div>
  );
}
