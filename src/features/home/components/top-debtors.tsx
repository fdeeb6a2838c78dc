import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { MoneyCell } from '../../../components/money';
import type { Debtor } from '../../../domain/superadmin-home';
import { paths } from '../../../lib/paths';
import { DashboardSection } from './dashboard-section';

/**
 * 'Clientes con mayor deuda': each client leads to its statement where the backend offers
 * statements, else to 'Pagos de Clientes' filtered to it.
 */
export function TopDebtors({ debtors, statements }: { debtors: readonly Debtor[]; statements: boolean }) {
  const clientPath = (debtor: Debtor) =>
    statements
      ? paths.pagosClientes.estadoCuenta.to(debtor.id)
      : paths.pagosClientes.list.to({ cliente: debtor.nombre });
  return (
    <DashboardSection
      title="Clientes con mayor deuda"
      more={{ label: 'Ver Pagos de Clientes', to: paths.pagosClientes.list.to({ estado: 'pendientes' }) }}
    >
      {debtors.length === 0 ? (
        <p className="text-secondary mb-0">Ningún cliente tiene deuda.</p>
      ) : (
        <Table size="sm" hover className="align-middle mb-0">
          <caption className="visually-hidden">Clientes con mayor deuda</caption>
          <thead>
            <tr>
              <th scope="col">Cliente</th>
              <th scope="col" className="text-end">
                Deuda
              </th>
            </tr>
          </thead>
          <tbody>
            {debtors.map((debtor) => (
              <tr key={debtor.id}>
                <td>
                  <Link to={clientPath(debtor)}>{debtor.nombre}</Link>
                </td>
                <td className="text-end">
                  <MoneyCell cents={debtor.debtCents} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DashboardSection>
  );
}
