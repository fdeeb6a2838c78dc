import { lazy, Suspense, useId, useMemo } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { fromCents } from '../../../domain/cents';
import { formatMoney } from '../../../domain/format';
import { currentMonth } from '../../../domain/months';
import { moneyByMonth, superAdminCards } from '../../../domain/superadmin-home';
import { useSuperAdminSources } from '../api/get-superadmin-sources';

// Its own chunk, so the chart never weighs on the Home page's first paint.
const MoneyChart = lazy(() => import('./money-chart'));

export const FINANCE_LOAD_ERROR =
  'No se pudieron cargar los datos financieros. Por favor, intente nuevamente más tarde.';

function FinanceCard({ label, hint, cents }: { label: string; hint: string; cents: number }) {
  const labelId = useId();
  return (
    <Card as="section" aria-labelledby={labelId} className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-column">
        <h2 id={labelId} className="h6 text-secondary mb-1">
          {label}
        </h2>
        <p className="small text-secondary mb-0">{hint}</p>
        <p className="fs-3 fw-semibold text-end text-break lh-sm mb-0 mt-auto pt-2">
          {formatMoney(fromCents(cents))}
        </p>
      </Card.Body>
    </Card>
  );
}

/** The SuperAdmin's Home: the four financial cards of spec section 2 and the money per month. */
export function SuperAdminDashboard() {
  const sources = useSuperAdminSources();
  const chartHeadingId = useId();
  const year = new Date().getFullYear();
  const cards = useMemo(() => (sources.data ? superAdminCards(sources.data) : null), [sources.data]);
  const series = useMemo(
    () => (sources.data ? moneyByMonth(sources.data, year) : null),
    [sources.data, year],
  );

  // A retry after an error shows the spinner too, so the click visibly does something.
  if (sources.isPending || (sources.error && sources.isFetching)) return <LoadingState />;
  if (sources.error || !cards || !series)
    return <ErrorState message={FINANCE_LOAD_ERROR} onRetry={sources.refetch} />;

  return (
    <>
      <Row xs={1} sm={2} lg={4} className="g-3 mb-4">
        <Col>
          <FinanceCard label="Total Cobrar" hint="Cobros futuros estimados" cents={cards.totalCobrarCents} />
        </Col>
        <Col>
          <FinanceCard
            label="Total Cobrado"
            hint="Pagos recibidos de clientes"
            cents={cards.totalCobradoCents}
          />
        </Col>
        <Col>
          <FinanceCard label="Total Pagado" hint="Pagado a trabajadores" cents={cards.totalPagadoCents} />
        </Col>
        <Col>
          <FinanceCard
            label="Pendiente por Cobrar"
            hint="Adeudado por clientes"
            cents={cards.pendienteCents}
          />
        </Col>
      </Row>
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
