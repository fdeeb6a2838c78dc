import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../lib/use-session';
import { rememberReturnTo } from '../lib/session';
import { canAccess, type RouteAccess } from './routes';
import { paths } from '../lib/paths';

/** Spec section 2, "Guard behaviour": no session → /login; undecodable token or role not allowed → /unauthorized. */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (access === 'public') return children;
  if (session.status === 'none') {
    rememberReturnTo(location.pathname + location.search);
    return <Navigate to={paths.login.to()} replace />;
  }
  if (session.status === 'invalid') {
    console.error('Error al decodificar el token');
    return <Navigate to={paths.unauthorized.to()} replace />;
  }
  if (!canAccess(access, session.user.role)) return <Navigate to={paths.unauthorized.to()} replace />;
  return children;
}
