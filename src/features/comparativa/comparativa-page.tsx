import { useEffect, useMemo, useState } from 'react';
import { Pagination } from '../../components/data-table/pagination';
import { FilterCard } from '../../components/filter-card';
import { CLIENTE_FILTER, DOCUMENTO_FILTER, type FilterSpec } from '../../components/filter-specs';
import { FigureBadges } from '../../components/figure-badges';
import { FinanceClientsBody } from '../../components/page/list-body';
import { ListPage } from '../../components/page/list-page';
import { fromCents } from '../../domain/cents';
import { COMPARATIVA_PAGE_SIZE, comparativaBadges, filterComparativa } from '../../domain/comparativa';
import { formatMoney, formatNumber, formatUnits } from '../../domain/format';
import { pageOf } from '../../domain/paging';
import { notify } from '../../lib/notify';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useComparativaRows } from './api/use-comparativa-rows';
import { AjusteModal, type AjusteTarget } from './components/ajuste-modal';
import { ComparativaTable } from './components/comparativa-table';
import { LOAD_DATA_ERROR } from '../../lib/messages';

const FILTERS = { cliente: '', documento: '', pagina: '1' };
const FILTER_FIELDS: readonly FilterSpec[] = [
  { ...CLIENTE_FILTER, md: 5 },
  { ...DOCUMENTO_FILTER, md: 5 },
];
const LOAD_ERROR = LOAD_DATA_ERROR;

/** 'Comparativa Total a Cobrar' (spec section 2): estimates against the cobros registered. */
export default function ComparativaPage() {
  const sources = useComparativaRows();
  const filters = useSearchFilters(FILTERS);
  const [ajuste, setAjuste] = useState<AjusteTarget | null>(null);
  const { error } = sources;
  const { cliente, documento } = filters.values;

  useEffect(() => {
    if (error) notify.error(LOAD_ERROR, { toastId: 'comparativa-error' });
  }, [error]);

  const all = useMemo(() => sources.rows ?? [], [sources.rows]);
  const rows = useMemo(() => filterComparativa(all, { cliente, documento }), [all, cliente, documento]);
  const badges = comparativaBadges(rows);
  const page = pageOf(rows, Number(filters.values.pagina), COMPARATIVA_PAGE_SIZE);

  return (
    <ListPage
      title="Comparativa Total a Cobrar"
      summary={
        <FigureBadges
          label="Resumen de la comparativa"
          loading={!sources.rows}
          figures={[
            { label: 'Clientes', value: formatNumber(badges.clients) },
            { label: 'Pagos', value: formatMoney(fromCents(badges.paidCents)) },
            { label: 'Estimado', value: formatMoney(fromCents(badges.estimatedCents)) },
            { label: 'Real', value: formatMoney(fromCents(badges.actualCents)) },
            {
              label: 'Ajustes',
              value: formatMoney(fromCents(badges.adjustmentsCents)),
              variant: badges.adjustmentsCents >= 0 ? 'success' : 'danger',
            },
            {
              label: 'Discrepancias',
              value: formatNumber(badges.discrepancies),
              variant: badges.discrepancies > 0 ? 'warning' : undefined,
            },
            { label: 'Unidades', value: formatUnits(badges.units) },
          ]}
        />
      }
      toolbar={
        <FilterCard
          filters={FILTER_FIELDS}
          values={filters.values}
          // A new filter starts the clients over at page 1 (spec section 2).
          onChange={(key, value) => filters.update({ [key]: value, pagina: '1' })}
          onClear={filters.clear}
          isFiltered={filters.isFiltered}
        />
      }
      after={
        ajuste && (
          <AjusteModal
            key={`${ajuste.mode}-${ajuste.estimadoId}`}
            target={ajuste}
            onClose={() => setAjuste(null)}
          />
        )
      }
    >
      <FinanceClientsBody
        sources={sources}
        total={all.length}
        shown={rows.length}
        onClearFilters={filters.clear}
      >
        <ComparativaTable rows={page.rows} onAjuste={setAjuste} cobrosPorDocumento={sources.summarized} />
        <Pagination
          page={page.page}
          pageSize={COMPARATIVA_PAGE_SIZE}
          total={page.total}
          noun="clientes"
          onPageChange={(next) => filters.update({ pagina: String(next) })}
        />
      </FinanceClientsBody>
    </ListPage>
  );
}
