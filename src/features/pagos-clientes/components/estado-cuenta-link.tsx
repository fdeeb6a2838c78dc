import { Link } from 'react-router-dom';
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
