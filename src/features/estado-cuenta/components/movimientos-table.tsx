import { Table } from 'react-bootstrap';
import { BalanceText } from '../../../components/balance-text';
import { MoneyCell } from '../../../components/money';
import { toCents } from '../../../domain/cents';
import { formatDate } from '../../../domain/format';
import type { MovimientoWire } from '../../../contract/estado-cuenta';
import { saldoOf, TIPO_LABEL } from '../movimiento';

function Amount({ value }: { value: number }) {
  return value === 0 ? <span className="text-secondary">—</span> : <MoneyCell cents={toCents(value)} />;
}

/** The statement's movements in date order, each with the balance after it. */
export function MovimientosTable({ movimientos }: { movimientos: readonly MovimientoWire[] }) {
  return (
    <Table responsive hover size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">Movimientos</caption>
      <thead>
        <tr>
          <th scope="col">Fecha</th>
          <th scope="col">Tipo</th>
          <th scope="col">Descripción</th>
          <th scope="col">Documento</th>
          <th scope="col" className="text-end">
            Cargo
          </th>
          <th scope="col" className="text-end">
            Abono
          </th>
          <th scope="col" className="text-end">
            Saldo
          </th>
        </tr>
      </thead>
      <tbody>
        {movimientos.map((movimiento, index) => (
          <tr key={`${movimiento.tipo}-${index}`}>
            <td className="text-nowrap">{formatDate(movimiento.fecha)}</td>
            <td>{TIPO_LABEL[movimiento.tipo]}</td>
            <td>{movimiento.descripcion}</td>
            <td className="text-break">{movimiento.documento?.nombre ?? '—'}</td>
            <td className="text-end">
              <Amount value={movimiento.cargo} />
            </td>
            <td className="text-end">
              <Amount value={movimiento.abono} />
            </td>
            <td className="text-end">
              <BalanceText balance={saldoOf(movimiento.saldo)} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
