import { Suspense } from 'react';
import { Container } from 'react-bootstrap';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/use-session';
import { getToken } from '../lib/session';
import { LoadingState } from '../components/loading-state';
import { AppNavbar } from './app-navbar';

/** Spec section 2: the navigation layout appears when a token is stored and the path is not /. */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const showNav = !!getToken() && pathname !== '/' && pathname !== '/login';
  return (
    <div className="min-vh-100 bg-body-tertiary">
      {showNav && <AppNavbar user={session.status === 'valid' ? session.user : null} />}
      <Container as="main" fluid="xl" className={showNav ? 'pb-5' : ''}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Container>
    </div>
  );
}
