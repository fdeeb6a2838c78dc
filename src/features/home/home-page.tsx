import { isRole } from '../../domain/roles';
import { useSession } from '../../lib/use-session';
import { useDocumentTitle } from '../../components/page/use-document-title';
import { HomeGreeting } from './home-greeting';
import { OwnCobrosDashboard } from './components/own-cobros-dashboard';
import { SuperAdminDashboard } from './components/superadmin-dashboard';

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
      {showOwnCobros && <OwnCobrosDashboard user={user} />}
      {user.role === 'SuperAdmin' && <SuperAdminDashboard />}
    </>
  );
}
