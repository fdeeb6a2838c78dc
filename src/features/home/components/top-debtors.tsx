import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { MoneyCell } from '../../../components/money';
import { AGING_BUCKETS, type AgingBucket } from '../../../domain/client-account';
import type { Debtor } from '../../../domain/superadmin-home';
import { paths } from '../../../lib/paths';
import { DashboardSection } from './dashboard-section';

/**
 * 'Clientes con mayor deuda': each client leads to its statement where the backend offers
 * statements, else to 'Pagos de Clientes' filtered to it.
 */
export function TopDebtors({
  debtors,
  agingOf,
  statements,
}: {
  debtors: readonly Debtor[];
  /** Each debtor's debt by age (0–30, 31–60, 61–90, more than 90 days). */
  agingOf: (clienteId: number) => readonly AgingBucket[] | undefined;
  statements: boolean;
}) {
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
              {AGING_BUCKETS.map((bucket) => (
                <th key={bucket.key} scope="col" className="text-end small fw-semibold">
                  {bucket.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {debtors.map((debtor) => (
              <tr key={debtor.id}>
                <td>
                  <Link to={clientPath(debtor)}>{debtor.nombre}</Link>
                </td>
                <td className="text-end fw-semibold">
                  <MoneyCell cents={debtor.debtCents} />
                </td>
                {(agingOf(debtor.id) ?? AGING_BUCKETS.map(() => null)).map((bucket, index) => (
                  <td key={AGING_BUCKETS[index].key} className="text-end small">
                    {bucket && bucket.cents > 0 ? (
                      <MoneyCell cents={bucket.cents} />
                    ) : (
                      <span className="text-secondary">—</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DashboardSection>
  );
}
