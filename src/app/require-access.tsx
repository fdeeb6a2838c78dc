import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../lib/use-session';
import { rememberReturnTo } from '../lib/session';
import { canAccess, type RouteAccess } from './routes';
import { paths } from '../lib/paths';
import { useCapacidades } from '../lib/capacidades';
import type { Capacidad } from '../contract/capacidades';
import { LoadingState } from '../components/loading-state';

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

/**
 * A page built on an extension: it waits for the discovery, and goes Home when the backend does
 * not offer it (the real backend), so no call of the extension leaves the app.
 */
export function RequireCapacidad({ capacidad, children }: { capacidad?: Capacidad; children: ReactNode }) {
  const offered = useCapacidades();
  if (!capacidad) return children;
  if (offered === null) return <LoadingState />;
  if (!offered.has(capacidad)) return <Navigate to={paths.home.to()} replace />;
  return children;
}
