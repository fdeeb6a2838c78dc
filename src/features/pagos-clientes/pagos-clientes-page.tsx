import { useMemo, useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { FigureBadges } from '../../components/figure-badges';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { fromCents } from '../../domain/cents';
import {
  clientPaymentRows,
  clientPaymentTotals,
  filterClientPayments,
  type PaymentStatusFilter,
} from '../../domain/client-payments';
import { formatMoney, formatNumber } from '../../domain/format';
import { errorMessage } from '../../lib/api-error';
import { useFinanceSources } from '../../lib/queries/finance-sources';
import { useSearchFilters } from '../../lib/use-search-filters';
import { ClientPaymentsTable } from './components/client-payments-table';
import { RegistrarPagoCard } from './components/registrar-pago-card';
import { RegistrosModal } from './components/registros-modal';
import { LOAD_DATA_ERROR, UNKNOWN_ERROR } from '../../lib/messages';

const FILTERS = { cliente: '', documento: '', estado: 'todos' };
const ESTADOS: readonly { value: PaymentStatusFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'pendientes', label: 'Pendientes' },
  { value: 'pagados', label: 'Pagados' },
];

function asEstado(value: string): PaymentStatusFilter {
  return ESTADOS.some((estado) => estado.value === value) ? (value as PaymentStatusFilter) : 'todos';
}

/** The SuperAdmin's 'Cobros': registering client payments and what each client owes (spec section 2). */
export default function PagosClientesPage() {
  const sources = useFinanceSources({ withCobros: false });
  const filters = useSearchFilters(FILTERS);
  const [registrosOf, setRegistrosOf] = useState<number | null>(null);
  const { data } = sources;

  const all = useMemo(() => (data ? clientPaymentRows(data) : []), [data]);
  const estado = asEstado(filters.values.estado);
  const { cliente, documento } = filters.values;
  const rows = useMemo(
    () => filterClientPayments(all, { cliente, documento, estado }),
    [all, cliente, documento, estado],
  );
  const totals = clientPaymentTotals(rows);
  const documentos = useMemo(
    () => new Map((data?.documentos ?? []).map((item) => [item.id, item])),
    [data?.documentos],
  );

  const body = () => {
    if (sources.isPending || (sources.error && sources.isFetching)) return <LoadingState />;
    if (sources.error || !data)
      return (
        <ErrorState
          message={`${LOAD_DATA_ERROR}: ${errorMessage(sources.error, UNKNOWN_ERROR)}`}
          onRetry={sources.refetch}
        />
      );
    if (all.length === 0) return <EmptyState message="No hay datos de clientes disponibles" />;
    if (rows.length === 0)
      return (
        <EmptyState message="No se encontraron clientes con los filtros aplicados">
          <Button variant="outline-primary" onClick={filters.clear}>
            Limpiar filtros
          </Button>
        </EmptyState>
      );
    return <ClientPaymentsTable rows={rows} totals={totals} onShowRegistros={setRegistrosOf} />;
  };

  return (
    <>
      <PageHeader title="Pagos de Clientes" />
      <RegistrarPagoCard clients={all} />
      <FigureBadges
        label="Resumen de pagos de clientes"
        figures={[
          { label: 'Clientes', value: formatNumber(totals.clients) },
          { label: 'Por cobrar', value: formatMoney(fromCents(totals.estimatedCents)) },
          totals.balance.kind === 'Fondo'
            ? { label: 'Fondo', value: formatMoney(fromCents(totals.balance.cents)), variant: 'success' }
            : { label: 'Deuda', value: formatMoney(fromCents(totals.balance.cents)), variant: 'warning' },
          { label: 'Pagado', value: formatMoney(fromCents(totals.paidCents)) },
        ]}
      />
      <Card className="shadow-sm mb-3">
        <Card.Body>
          <Form role="search" aria-label="Filtros" onSubmit={(event) => event.preventDefault()}>
            <Row className="g-3 align-items-end">
              <Col md={4}>
                <Form.Group controlId="pagos-filtro-cliente">
                  <Form.Label>Cliente</Form.Label>
                  <Form.Control
                    type="search"
                    placeholder="Nombre del cliente"
                    value={cliente}
                    onChange={(event) => filters.update({ cliente: event.target.value })}
                  />
                </Form.Group>
              </Col>
              <Col md={4}>
                <Form.Group controlId="pagos-filtro-documento">
                  <Form.Label>Documento</Form.Label>
                  <Form.Control
                    type="search"
                    placeholder="Nombre del documento"
                    value={documento}
                    onChange={(event) => filters.update({ documento: event.target.value })}
                  />
                </Form.Group>
              </Col>
              <Col md={2}>
                <Form.Group controlId="pagos-filtro-estado">
                  <Form.Label>Estado</Form.Label>
                  <Form.Select
                    value={estado}
                    onChange={(event) => filters.update({ estado: event.target.value })}
                  >
                    {ESTADOS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col md={2} className="d-grid">
                <Button variant="outline-secondary" onClick={filters.clear} disabled={!filters.isFiltered}>
                  Limpiar
                </Button>
              </Col>
            </Row>
          </Form>
        </Card.Body>
      </Card>
      {body()}
      <RegistrosModal
        documento={registrosOf === null ? null : (documentos.get(registrosOf) ?? null)}
        onClose={() => setRegistrosOf(null)}
      />
    </>
  );
}
