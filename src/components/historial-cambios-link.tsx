import { Link } from 'react-router-dom';
import { useCapacidad } from '../lib/capacidades';
import { paths, type PathQuery } from '../lib/paths';
import { useSession } from '../lib/use-session';
import { HistorialIcon } from './icons';

const TEXT = 'Historial de cambios';

/**
 * 'Historial de cambios' of one record: a link to the change history filtered to it. Shown only to
 * SuperAdmin, who alone reads the history, and only where the backend offers `auditoria`.
 */
export function HistorialCambiosLink({
  query,
  rowLabel,
}: {
  /** The history's filters: `{ entidad: 'cobro', id: 7 }`. */
  query: PathQuery;
  /**
   * In a table row: a small icon button named by this ('Historial de cambios de Clínica Sur'),
   * as the row's other actions are. Without it, a header button with its text.
   */
  rowLabel?: string;
}) {
  const session = useSession();
  const offered = useCapacidad('auditoria');
  if (!offered || session.status !== 'valid' || session.user.role !== 'SuperAdmin') return null;
  const to = paths.historialCambios.to(query);
  if (rowLabel)
    return (
      <Link to={to} className="btn btn-sm btn-outline-secondary" aria-label={rowLabel} title={TEXT}>
        <HistorialIcon aria-hidden="true" />
      </Link>
    );
  return (
    <Link to={to} className="btn btn-outline-secondary d-inline-flex align-items-center gap-1">
      <HistorialIcon aria-hidden="true" />
      {TEXT}
    </Link>
  );
}
