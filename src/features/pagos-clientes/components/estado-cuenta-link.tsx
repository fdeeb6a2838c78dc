import { Link } from 'react-router-dom';
import { HistorialCambiosLink } from '../../../components/historial-cambios-link';
import { useCapacidad } from '../../../lib/capacidades';
import { paths } from '../../../lib/paths';

/** 'Estado de cuenta' of one client, only where the backend offers statements (`estado_cuenta`). */
export function EstadoCuentaLink({ cliente }: { cliente: { id: number; nombre: string } }) {
  const offered = useCapacidad('estado_cuenta');
  if (!offered) return null;
  return (
    <Link
      to={paths.pagosClientes.estadoCuenta.to(cliente.id)}
      className="btn btn-sm btn-outline-primary text-nowrap"
      aria-label={`Estado de cuenta de ${cliente.nombre}`}
    >
      Estado de cuenta
    </Link>
  );
}

/** A client row's links, right-aligned: its statement and its change history. */
export function ClientAccountLinks({ cliente }: { cliente: { id: number; nombre: string } }) {
  return (
    <div className="d-flex justify-content-end gap-2">
      <EstadoCuentaLink cliente={cliente} />
      <HistorialCambiosLink
        query={{ entidad: 'cliente', id: cliente.id }}
        rowLabel={`Historial de cambios de ${cliente.nombre}`}
      />
    </div>
  );
}
