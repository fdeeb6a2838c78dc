import { lazy, Suspense } from 'react';
import { isRole } from '../../domain/roles';
import { useSession } from '../../lib/use-session';
import { useDocumentTitle } from '../../components/page/use-document-title';
import { LoadingState } from '../../components/loading-state';
import { HomeGreeting } from './home-greeting';

// One chunk per dashboard: a worker's Home never loads, parses and evaluates the SuperAdmin's
// finance schemas and joins, nor the SuperAdmin's the worker summary (issue 15, first paint).
const OwnCobrosDashboard = lazy(() => import('./components/own-cobros-dashboard'));
const SuperAdminDashboard = lazy(() => import('./components/superadmin-dashboard'));

export default function HomePage() {
  const session = useSession();
  useDocumentTitle('Home');
  if (session.status !== 'valid') return null;
  const { user } = session;
  // SuperAdmin's Home is a financial summary of all cobros (spec section 2), not the user's own
  // figures; a user without a role has no cobros screens, so the cobros endpoint would refuse it.
  const showOwnCobros = isRole(user.role) && user.role !== 'SuperAdmin';
  return (
    <>
      <HomeGreeting user={user} />
      <Suspense fallback={<LoadingState />}>
        {showOwnCobros && <OwnCobrosDashboard user={user} />}
        {user.role === 'SuperAdmin' && <SuperAdminDashboard />}
      </Suspense>
    </>
  );
}
