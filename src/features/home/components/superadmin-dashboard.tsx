import { lazy, Suspense, useId, useMemo } from 'react';
import { Card } from 'react-bootstrap';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { fromCents } from '../../../domain/cents';
import { formatMoney } from '../../../domain/format';
import { currentMonth } from '../../../domain/months';
import { moneyByMonth, superAdminCards } from '../../../domain/superadmin-home';
import { useFinanceSources } from '../../../lib/queries/finance-sources';
import { useUsuarios } from '../../../lib/queries/usuarios';
import { FigureCards } from './figure-cards';

// Its own chunk, so the chart never weighs on the Home page's first paint; asked for as soon as
// the dashboard's code runs, while the lists load: asked for once the data was in, it
// kept the figures off screen for another half second at 100,000 cobros.
const loadMoneyChart = () => import('./money-chart');
void loadMoneyChart().catch(() => undefined);
const MoneyChart = lazy(loadMoneyChart);

const FINANCE_LOAD_ERROR =
  'No se pudieron cargar los datos financieros. Por favor, intente nuevamente más tarde.';

const money = (cents: number) => formatMoney(fromCents(cents));

/**
 * The SuperAdmin's Home: the four financial cards of spec section 2 and the money per month. The
 * cards read the estimates, adjustments, extra amounts and cobros (spec section 9); the chart adds
 * the payment history (when money came in) and the documents (when an estimate arose).
 */
export default function SuperAdminDashboard() {
  const sources = useFinanceSources({ withCobros: true, withClientes: false, withPagos: true });
  // The roles price each worker's cobros as 'Lista Pagos' does (a user_Supervisado earns 0.20).
  const usuarios = useUsuarios();
  const chartHeadingId = useId();
  const year = new Date().getFullYear();
  const cards = useMemo(() => {
    if (!sources.data || !usuarios.data) return null;
    const users = usuarios.data.map((user) => ({
      id: user.id,
      nombre: user.username,
      rol: user.rol?.nombre ?? null,
    }));
    return superAdminCards({ ...sources.data, users });
  }, [sources.data, usuarios.data]);
  const series = useMemo(
    () => (sources.data ? moneyByMonth(sources.data, year) : null),
    [sources.data, year],
  );

  // A retry after an error shows the spinner too, so the click visibly does something.
  const loads = [sources, usuarios];
  if (loads.some((load) => load.isPending || (load.error && load.isFetching))) return <LoadingState />;
  if (sources.error || usuarios.error || !cards || !series)
    return (
      <ErrorState
        message={FINANCE_LOAD_ERROR}
        onRetry={() => loads.forEach((load) => load.error && void load.refetch())}
      />
    );

  return (
    <>
      <FigureCards
        figures={[
          { label: 'Total Cobrar', hint: 'Cobros futuros estimados', value: money(cards.totalCobrarCents) },
          {
            label: 'Total Cobrado',
            hint: 'Pagos recibidos de clientes',
            value: money(cards.totalCobradoCents),
          },
          {
            label: 'Total Pagado',
            hint: 'A trabajadores y supervisores, todos los meses',
            value: money(cards.totalPagadoCents),
          },
          {
            label: 'Pendiente por Cobrar',
            hint: 'Estimado menos cobrado',
            value: money(cards.pendienteCents),
            details: [
              { label: 'Deuda', value: money(cards.deudaClientesCents) },
              { label: 'Fondo', value: money(cards.fondosClientesCents) },
            ],
          },
        ]}
      />
      <Card as="section" aria-labelledby={chartHeadingId} className="shadow-sm">
        <Card.Body>
          <h2 id={chartHeadingId} className="h5 mb-3">
            Cobrado y estimado por mes ({year})
          </h2>
          <Suspense fallback={<LoadingState />}>
            <MoneyChart data={series} current={currentMonth()} />
          </Suspense>
        </Card.Body>
      </Card>
    </>
  );
}
