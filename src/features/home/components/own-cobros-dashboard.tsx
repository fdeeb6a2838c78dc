import { lazy, Suspense, useId, useMemo } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { currentMonth } from '../../../domain/months';
import type { SessionUser } from '../../../lib/session';
import { useOwnCobros } from '../api/get-own-cobros';
import { homeSummary } from '../home-summary';
import { MonthSummary } from './month-summary';
import { SummaryCards } from './summary-cards';

// Its own chunk, so the chart never weighs on the Home page's first paint.
const UnitsChart = lazy(() => import('./units-chart'));

const LOAD_ERROR = 'No se pudieron cargar los datos. Por favor, intente nuevamente más tarde.';
const NO_COBROS = 'Aún no tiene cobros registrados.';

/** The Home figures of every role but SuperAdmin, from the user's own cobros (spec section 2). */
export function OwnCobrosDashboard({ user }: { user: SessionUser }) {
  const cobros = useOwnCobros(user.id);
  const chartHeadingId = useId();
  const month = currentMonth();
  const summary = useMemo(
    () => (cobros.data ? homeSummary(cobros.data, user.role, month) : null),
    [cobros.data, user.role, month],
  );

  // A retry after an error shows the spinner too, so the click visibly does something.
  if (cobros.isPending || (cobros.isError && cobros.isFetching)) return <LoadingState />;
  if (cobros.isError || !summary)
    return <ErrorState message={LOAD_ERROR} onRetry={() => void cobros.refetch()} />;

  return (
    <>
      <SummaryCards summary={summary} />
      {summary.cobros === 0 ? (
        <EmptyState message={NO_COBROS} />
      ) : (
        <Row className="g-3">
          <Col lg={5}>
            <MonthSummary month={summary.month} />
          </Col>
          <Col lg={7}>
            <Card as="section" aria-labelledby={chartHeadingId} className="h-100 shadow-sm">
              <Card.Body>
                <h2 id={chartHeadingId} className="h5 mb-3">
                  Unidades por mes
                </h2>
                <Suspense fallback={<LoadingState />}>
                  <UnitsChart data={summary.byMonth} current={month} />
                </Suspense>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
