import { useId, useMemo } from 'react';
import type { Cobro } from '../../../contract/cobro';
import { Card, Col, Row } from 'react-bootstrap';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { currentMonth, monthLabel } from '../../../domain/months';
import { useSearchParams } from 'react-router-dom';
import { periodoLabel } from '../../../contract/cierre-mes';
import { YearSelect } from '../../../components/year-select';
import { ANIO_PARAM, currentAgencyYear, usePeriodoAnio } from '../../../lib/use-periodo-anio';
import { PayBreakdown } from '../../../components/pay-breakdown';
import type { SessionUser } from '../../../lib/session';
import { useCobros } from '../../../lib/queries/cobros';
import { useOwnCobros } from '../api/get-own-cobros';
import { homeSummary } from '../home-summary';
import { MonthSummary } from './month-summary';
import { SummaryCards } from './summary-cards';
import UnitsChart from './units-chart';

const LOAD_ERROR = 'No se pudieron cargar los datos. Por favor, intente nuevamente más tarde.';
const NO_COBROS = 'Aún no tiene cobros registrados.';

const supervisedBy = (cobro: Cobro, userId: number | null) =>
  userId !== null && cobro.usuario_supervisor?.id === userId && cobro.usuario_registra?.id !== userId;

/** The Home figures of every role but SuperAdmin, from the user's own cobros (spec section 2). */
export default function OwnCobrosDashboard({ user }: { user: SessionUser }) {
  const cobros = useOwnCobros(user.id);
  const supervises = user.role === 'user_Supervisor';
  // A supervisor's 'Total a Cobrar' includes its cut of the cobros it supervises, which only
  // listar_cobro/ returns (scoped by the server to its own and supervised cobros).
  const listed = useCobros({ enabled: supervises });
  const chartHeadingId = useId();
  const breakdownHeadingId = useId();
  const month = currentMonth();
  // With years (`periodos`): this month is this year's, and the chart shows the chosen year.
  const { anio: chartAnio, anios } = usePeriodoAnio(cobros.data);
  const anio = chartAnio === null ? null : currentAgencyYear();
  const [search, setSearch] = useSearchParams();
  const chooseYear = (year: number) => {
    const params = new URLSearchParams(search);
    params.set(ANIO_PARAM, String(year));
    setSearch(params, { replace: true });
  };
  const summary = useMemo(() => {
    if (!cobros.data || (supervises && !listed.data)) return null;
    const supervised = (listed.data ?? []).filter((cobro) => supervisedBy(cobro, user.id));
    return homeSummary(cobros.data, user.role, month, supervised, { anio, chartAnio });
  }, [cobros.data, listed.data, supervises, user.id, user.role, month, anio, chartAnio]);
  const monthName = anio === null ? monthLabel(month) : periodoLabel(anio, month);

  const queries = supervises ? [cobros, listed] : [cobros];
  // A retry after an error shows the spinner too, so the click visibly does something.
  if (queries.some((query) => query.isPending || (query.isError && query.isFetching))) {
    return <LoadingState />;
  }
  if (!summary) {
    return (
      <ErrorState
        message={LOAD_ERROR}
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
      />
    );
  }

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
                <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
                  <h2 id={chartHeadingId} className="h5 mb-0">
                    Unidades por mes{chartAnio === null ? '' : ` de ${chartAnio}`}
                  </h2>
                  {chartAnio !== null && <YearSelect value={chartAnio} years={anios} onChange={chooseYear} />}
                </div>
                <UnitsChart data={summary.byMonth} current={month} />
              </Card.Body>
            </Card>
          </Col>
          <Col xs={12}>
            <Card as="section" aria-labelledby={breakdownHeadingId} className="shadow-sm">
              <Card.Body>
                <h2 id={breakdownHeadingId} className="h5 mb-3">
                  Cálculo del pago
                </h2>
                <Row className="g-4">
                  <Col md={6}>
                    <h3 className="h6 text-secondary">Todos los meses</h3>
                    <PayBreakdown
                      pay={summary.pay}
                      label="Cálculo de todos los meses"
                      supervises={supervises}
                    />
                  </Col>
                  <Col md={6}>
                    <h3 className="h6 text-secondary">{monthName}</h3>
                    <PayBreakdown
                      pay={summary.month.pay}
                      label={`Cálculo de ${monthName}`}
                      supervises={supervises}
                    />
                  </Col>
                </Row>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
