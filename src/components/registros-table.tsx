import { Table } from 'react-bootstrap';
import { formatUnits } from '../domain/format';

export type RegistroRow = { id: number | null; nombre_completo: string; unidades: number };

/**
 * The records of a document or a cobro: ID, name and units. A cobro's record may come without an
 * id (backend-notes); it shows a dash.
 */
export function RegistrosTable({
  registros,
  caption,
  className,
}: {
  registros: readonly RegistroRow[];
  /** Names the table for assistive technology where no heading does. */
  caption?: string;
  className?: string;
}) {
  return (
    <Table size="sm" striped responsive className={className}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Nombre completo</th>
          <th scope="col" className="text-end">
            Unidades
          </th>
        </tr>
      </thead>
      <tbody>
        {registros.map((registro, index) => (
          <tr key={registro.id ?? `sin-id-${index}`}>
            <td>{registro.id ?? '—'}</td>
            <td>{registro.nombre_completo}</td>
            <td className="text-end">{formatUnits(registro.unidades)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
