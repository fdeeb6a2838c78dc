import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCapacidades } from '../lib/capacidades';
import type { Capacidad } from '../contract/capacidades';
import { LoadingState } from '../components/loading-state';
import { paths } from '../lib/paths';

/**
 * A page built on an extension: it waits for the discovery, and goes Home when the backend does
 * not offer it (the real backend), so no call of the extension leaves the app. Loaded with the
 * page it guards (router.tsx), so the discovery's schema stays out of the login screen's load.
 */
export function RequireCapacidad({ capacidad, children }: { capacidad: Capacidad; children: ReactNode }) {
  const offered = useCapacidades();
  if (offered === null) return <LoadingState />;
  if (!offered.has(capacidad)) return <Navigate to={paths.home.to()} replace />;
  return children;
}
