import { Col, Row } from 'react-bootstrap';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { fromCents } from '../../../domain/cents';
import { formatMoney } from '../../../domain/format';
import { currentMonth, monthLabel } from '../../../domain/months';
import { useCapacidad } from '../../../lib/capacidades';
import { paths } from '../../../lib/paths';
import { useSuperAdminHome } from '../api/use-superadmin-home';
import { DashboardSection } from './dashboard-section';
import { FigureCards } from './figure-cards';
import MoneyChart from './money-chart';
import { RecentPayments } from './recent-payments';
import { TopDebtors } from './top-debtors';

const FINANCE_LOAD_ERROR =
  'No se pudieron cargar los datos financieros. Por favor, intente nuevamente más tarde.';

const money = (cents: number) => formatMoney(fromCents(cents));

/**
 * The SuperAdmin's Home: the four financial cards of spec section 2, each leading to the screen it
 * comes from; the clients that owe most and the latest payments; the money per month. The cards
 * read the estimates, adjustments, extra amounts and cobros (spec section 9); the chart adds the
 * payment history (when money came in) and the documents (when an estimate arose); where the
 * backend offers summaries, the cards, the chart, the debtors and the payments read them instead
 * (useSuperAdminHome).
 */
export default function SuperAdminDashboard() {
  const statements = useCapacidad('estado_cuenta');
  const year = new Date().getFullYear();
  const month = currentMonth();
  const load = useSuperAdminHome(year);
  const { home } = load;

  // A retry after an error shows the spinner too, so the click visibly does something.
  if (load.isPending || (load.error && load.isFetching)) return <LoadingState />;
  if (load.error || !home) return <ErrorState message={FINANCE_LOAD_ERROR} onRetry={load.refetch} />;

  const { cards, series } = home;
  const thisMonth = series.find((entry) => entry.month === month);
  return (
    <>
      <FigureCards
        figures={[
          {
            label: 'Total Cobrar',
            hint: 'Cobros futuros estimados',
            value: money(cards.totalCobrarCents),
            to: paths.pagosClientes.comparativa.to(),
          },
          {
            label: 'Total Cobrado',
            hint: 'Pagos recibidos de clientes',
            value: money(cards.totalCobradoCents),
            to: paths.pagosClientes.historial.to(),
          },
          {
            label: 'Total Pagado',
            hint: 'A trabajadores y supervisores, todos los meses',
            value: money(cards.totalPagadoCents),
            to: paths.pagos.list.to(),
          },
          {
            label: 'Pendiente por Cobrar',
            hint: 'Estimado menos cobrado',
            value: money(cards.pendienteCents),
            to: paths.pagosClientes.list.to({ estado: 'pendientes' }),
            details: [
              { label: 'Deuda', value: money(cards.deudaClientesCents) },
              { label: 'Fondo', value: money(cards.fondosClientesCents) },
            ],
          },
        ]}
      />
      <Row className="g-3">
        <Col xl={7}>
          <TopDebtors debtors={home.debtors} agingOf={(id) => home.aging.get(id)} statements={statements} />
        </Col>
        <Col xl={5}>
          <RecentPayments payments={home.payments} />
        </Col>
        <Col xs={12}>
          <DashboardSection
            title={`Cobrado y estimado por mes (${year})`}
            more={{ label: 'Ver Comparativa', to: paths.pagosClientes.comparativa.to() }}
          >
            {thisMonth && (
              <p className="mb-2">
                {monthLabel(month)}: cobrado <strong>{money(thisMonth.collectedCents)}</strong> de{' '}
                <strong>{money(thisMonth.estimatedCents)}</strong> estimado.
              </p>
            )}
            <MoneyChart data={series} current={month} />
          </DashboardSection>
        </Col>
      </Row>
    </>
  );
}
