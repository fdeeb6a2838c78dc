import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { DeleteIcon, EditIcon } from '../../../components/icons';
import { LockBadge } from '../../../components/lock-badge';
import { RowActions } from '../../../components/row-actions';
import { paths } from '../../../lib/paths';
import type { CobroRow } from '../cobro-rows';

/**
 * A cobro's compact icon actions, named by their aria-labels and titles. In a closed month
 * (`locked`: the reason) both are disabled and a 'Cerrado' badge says why.
 */
export function CobroRowActions({
  row,
  locked,
  onDelete,
}: {
  row: CobroRow;
  locked: string | null;
  onDelete: (row: CobroRow) => void;
}) {
  return (
    <RowActions label={`Acciones del cobro ${row.id}`}>
      {locked && <LockBadge reason={locked} />}
      {row.kind &&
        (locked ? (
          <Button size="sm" variant="outline-primary" aria-label={`Modificar cobro ${row.id}`} disabled>
            <EditIcon />
            <span className="visually-hidden">Modificar</span>
          </Button>
        ) : (
          <Link
            to={paths.cobros.modificar.to(row.id, { tipo: row.kind })}
            className="btn btn-sm btn-outline-primary"
            aria-label={`Modificar cobro ${row.id}`}
            title="Modificar"
          >
            <EditIcon />
            <span className="visually-hidden">Modificar</span>
          </Link>
        ))}
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={`Eliminar cobro ${row.id}`}
        title={locked ?? 'Eliminar'}
        disabled={locked !== null}
        onClick={() => onDelete(row)}
      >
        <DeleteIcon />
        <span className="visually-hidden">Eliminar</span>
      </Button>
    </RowActions>
  );
}
