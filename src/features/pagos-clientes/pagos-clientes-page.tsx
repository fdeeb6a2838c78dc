import { useMemo, useState } from 'react';
import { FilterCard } from '../../components/filter-card';
import { CLIENTE_FILTER, DOCUMENTO_FILTER, type FilterSpec } from '../../components/filter-specs';
import { FigureBadges } from '../../components/figure-badges';
import { FinanceClientsBody } from '../../components/page/list-body';
import { ListPage } from '../../components/page/list-page';
import { fromCents } from '../../domain/cents';
import {
  clientPaymentTotals,
  filterClientPayments,
  type PaymentStatusFilter,
} from '../../domain/client-payments';
import { formatMoney, formatNumber } from '../../domain/format';
import { CLIENT_LIST_PAGE_SIZE, pageOf } from '../../domain/paging';
import { useCapacidad } from '../../lib/capacidades';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useClientPayments } from './api/use-client-payments';
import { useRegistros, type RegistrosTarget } from './api/use-registros';
import { ClientListPagination } from './components/client-list-pagination';
import { ClientPaymentsTable } from './components/client-payments-table';
import { RegistrarPagoCard } from './components/registrar-pago-card';
import { RegistrosModal } from './components/registros-modal';
import { VerificarSaldos } from './components/verificar-saldos';

const FILTERS = { cliente: '', documento: '', estado: 'todos', pagina: '1' };
const ESTADOS: readonly { value: PaymentStatusFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'pendientes', label: 'Pendientes' },
  { value: 'pagados', label: 'Pagados' },
];
const FILTER_FIELDS: readonly FilterSpec[] = [
  { ...CLIENTE_FILTER, md: 4 },
  { ...DOCUMENTO_FILTER, md: 4 },
  { key: 'estado', label: 'Estado', type: 'select', options: ESTADOS, md: 2 },
];

function asEstado(value: string): PaymentStatusFilter {
  return ESTADOS.some((estado) => estado.value === value) ? (value as PaymentStatusFilter) : 'todos';
}

/** The SuperAdmin's 'Cobros': registering client payments and what each client owes (spec section 2). */
export default function PagosClientesPage() {
  const sources = useClientPayments();
  const filters = useSearchFilters(FILTERS);
  const [registrosOf, setRegistrosOf] = useState<RegistrosTarget | null>(null);
  const { aging } = sources;

  const all = useMemo(() => sources.rows ?? [], [sources.rows]);
  const statements = useCapacidad('estado_cuenta');
  const estado = asEstado(filters.values.estado);
  const { cliente, documento } = filters.values;
  const rows = useMemo(
    () => filterClientPayments(all, { cliente, documento, estado }),
    [all, cliente, documento, estado],
  );
  // The badges count every client the filters keep; the table's footer sums the page it shows.
  const totals = clientPaymentTotals(rows);
  const page = pageOf(rows, Number(filters.values.pagina), CLIENT_LIST_PAGE_SIZE);
  const registros = useRegistros(registrosOf, sources.sources);
  const showRegistros = (documentoId: number) => {
    const client = all.find((row) => row.documents.some((item) => item.id === documentoId));
    const document = client?.documents.find((item) => item.id === documentoId);
    if (client && document)
      setRegistrosOf({
        documentoId,
        nombre: document.nombre,
        clienteId: client.id,
        estimadoId: document.estimadoId,
        adjustmentCount: document.adjustmentCount,
      });
  };

  return (
    <ListPage
      title="Pagos de Clientes"
      summary={
        <>
          <RegistrarPagoCard clients={all} />
          {statements && <VerificarSaldos />}
          <FigureBadges
            label="Resumen de pagos de clientes"
            loading={!sources.rows}
            figures={[
              { label: 'Clientes', value: formatNumber(totals.clients) },
              { label: 'Por cobrar', value: formatMoney(fromCents(totals.estimatedCents)) },
              // Per client, summed apart: one client's fund pays none of another's debt.
              { label: 'Deuda', value: formatMoney(fromCents(totals.debtCents)), variant: 'warning' },
              { label: 'Fondo', value: formatMoney(fromCents(totals.fundsCents)), variant: 'success' },
              { label: 'Pagado', value: formatMoney(fromCents(totals.paidCents)) },
            ]}
          />
        </>
      }
      toolbar={
        <FilterCard
          filters={FILTER_FIELDS}
          values={filters.values}
          // A new filter starts the clients over at page 1, as in Comparativa.
          onChange={(key, value) => filters.update({ [key]: value, pagina: '1' })}
          onClear={filters.clear}
          isFiltered={filters.isFiltered}
        />
      }
      after={
        <RegistrosModal
          nombre={registrosOf?.nombre ?? null}
          content={registros}
          onClose={() => setRegistrosOf(null)}
        />
      }
    >
      <FinanceClientsBody
        sources={sources}
        total={all.length}
        shown={rows.length}
        onClearFilters={filters.clear}
      >
        <ClientPaymentsTable
          rows={page.rows}
          agingOf={(id) => aging.get(id)}
          footerLabel={page.rows.length < page.total ? 'Total de la página' : 'Totales'}
          onShowRegistros={showRegistros}
        />
        <ClientListPagination page={page} onPageChange={(next) => filters.update({ pagina: String(next) })} />
      </FinanceClientsBody>
    </ListPage>
  );
}
