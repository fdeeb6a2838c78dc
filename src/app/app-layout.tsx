import { lazy, Suspense } from 'react';
import { Container } from 'react-bootstrap';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/use-session';
import { getToken } from '../lib/session';
import { paths } from '../lib/paths';

// The navbar's dropdowns bring Popper and react-bootstrap's overlays; the login screen needs neither.
const AppNavbar = lazy(() => import('./app-navbar').then((module) => ({ default: module.AppNavbar })));

/** Spec section 2: the navigation layout appears when a token is stored and the path is not /. */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const showNav = !!getToken() && pathname !== paths.root.pattern && pathname !== paths.login.pattern;
  return (
    <div className="min-vh-100 bg-body-tertiary">
      {showNav && (
        <Suspense fallback={<div className="bg-dark mb-4" style={{ height: 56 }} />}>
          <AppNavbar user={session.status === 'valid' ? session.user : null} />
        </Suspense>
      )}
      <Container as="main" fluid="xl" className={showNav ? 'pb-5' : ''}>
        <Outlet />
      </Container>
    </div>
  );
}
