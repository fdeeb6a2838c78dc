import { Suspense } from 'react';
import { preloadedLazy } from '../../components/preloaded-lazy';
import { isRole } from '../../domain/roles';
import { getSessionSnapshot, type SessionUser } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { useDocumentTitle } from '../../components/page/use-document-title';
import { LoadingState } from '../../components/loading-state';
import { HomeGreeting } from './home-greeting';

// One chunk per dashboard: a worker's Home never loads, parses and evaluates the SuperAdmin's
// finance schemas and joins, nor the SuperAdmin's the worker summary (first paint).
const ownCobros = preloadedLazy(() => import('./components/own-cobros-dashboard'));
const superAdmin = preloadedLazy(() => import('./components/superadmin-dashboard'));
const OwnCobrosDashboard = ownCobros.Component;
const SuperAdminDashboard = superAdmin.Component;

/**
 * SuperAdmin's Home is a financial summary of all cobros (spec section 2), not the user's own
 * figures; a user without a role has no cobros screens, so the cobros endpoint would refuse it.
 */
function dashboardOf(user: SessionUser): 'superadmin' | 'own' | null {
  if (user.role === 'SuperAdmin') return 'superadmin';
  return isRole(user.role) ? 'own' : null;
}

// The user is known when this chunk arrives: the dashboard's chunk starts loading now, beside the
// query layer, instead of after the page's first render (first paint).
const arrivedWith = getSessionSnapshot();
if (arrivedWith.status === 'valid') {
  const dashboard = dashboardOf(arrivedWith.user);
  if (dashboard) (dashboard === 'superadmin' ? superAdmin : ownCobros).preload().catch(() => undefined);
}

export default function HomePage() {
  const session = useSession();
  useDocumentTitle('Home');
  if (session.status !== 'valid') return null;
  const { user } = session;
  const dashboard = dashboardOf(user);
  return (
    <>
      <HomeGreeting user={user} />
      <Suspense fallback={<LoadingState />}>
        {dashboard === 'own' && <OwnCobrosDashboard user={user} />}
        {dashboard === 'superadmin' && <SuperAdminDashboard />}
      </Suspense>
    </>
  );
}
