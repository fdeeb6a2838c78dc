import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { MoneyCell } from '../../../components/money';
import { formatDate } from '../../../domain/format';
import type { RecentPayment } from '../../../domain/superadmin-home';
import { paths } from '../../../lib/paths';
import { DashboardSection } from './dashboard-section';

/** 'Últimos pagos recibidos': the newest payments of the history, each leading to its client's payments. */
export function RecentPayments({ payments }: { payments: readonly RecentPayment[] }) {
  return (
    <DashboardSection
      title="Últimos pagos recibidos"
      more={{ label: 'Ver Historial de Pagos', to: paths.pagosClientes.historial.to() }}
    >
      {payments.length === 0 ? (
        <p className="text-secondary mb-0">No hay pagos registrados.</p>
      ) : (
        <Table size="sm" hover className="align-middle mb-0">
          <caption className="visually-hidden">Últimos pagos recibidos</caption>
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Cliente</th>
              <th scope="col" className="text-end">
                Monto
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td className="text-nowrap">{formatDate(payment.fecha)}</td>
                <td>
                  <Link to={paths.pagosClientes.historial.to({ cliente: payment.cliente })}>
                    {payment.cliente}
                  </Link>
                </td>
                <td className="text-end">
                  <MoneyCell cents={payment.cents} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DashboardSection>
  );
}
