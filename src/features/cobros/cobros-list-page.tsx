import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ListPage } from '../../components/page/list-page';
import { FilterChips } from '../../components/filter-chips';
import { AddIcon, MoneyIcon } from '../../components/icons';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatMoney } from '../../domain/format';
import { periodYears, yearOptions } from '../../domain/months';
import { useCapacidad } from '../../lib/capacidades';
import { currentAgencyYear } from '../../lib/use-periodo-anio';
import { RATE_SUPERVISED } from '../../domain/rates';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { useDeleteCobro } from '../../lib/queries/delete-cobro';
import { cierreMotivo, useCierres } from '../../lib/queries/cierres';
import { useCobrosWhileLoading } from '../../lib/queries/cobros';
import { usuariosQueryOptions } from '../../lib/queries/usuarios';
import {
  currentAgencyPeriod,
  appliedCobroFilters,
  EMPTY_FILTERS,
  filterQuery,
  filtersKey,
  namesPeriod,
  parseCobroFilters,
  targetOptions,
  writeCobroFilters,
  type CobroFilters,
} from './cobro-filters';
import { deriveCobrosView, type CobroRow } from './cobro-rows';
import { cobroSummary } from '../../components/cobro/cobro-summary';
import { CobrosFilterCard } from './components/cobros-filter-card';
import { CobroRowActions } from './components/cobro-row-actions';
import { CobrosSummary } from './components/cobros-summary';
import {
  DETAIL_COLUMNS,
  ID_COLUMN,
  MONTO_COLUMN,
  MONTO_WITH_SUPERVISOR_COLUMN,
  SUPERVISED_COLUMNS,
  USUARIO_COLUMN,
  WIDTH,
} from './components/cobros-columns';
import { paths } from '../../lib/paths';
import { useSameValue } from '../../lib/use-same-value';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { CONFIRM_DELETE_TITLE } from '../../lib/messages';
import { COBRO_DETAIL_MESSAGES } from '../../contract/cobro';
import { TableCard } from '../../components/page/table-card';

const LOAD_ERROR = 'Error al cargar la lista de cobros';
const DELETE_ERROR = 'Error al eliminar el cobro';
const DELETED = COBRO_DETAIL_MESSAGES.deleted;
const DELETE_QUESTION = '¿Estás seguro de eliminar este cobro? Esta acción no se puede deshacer.';

const MINE_URL_KEY = 'mis';
const SUPERVISED_URL_KEY = 'sup';
/** A new filter starts both tables on their first page. */
const PAGE_PARAMS = [`${MINE_URL_KEY}_pagina`, `${SUPERVISED_URL_KEY}_pagina`];

const rateNote = (rate: number) => `Tarifa ${formatMoney(rate)} por unidad`;

export default function CobrosListPage() {
  const session = useSession();
  const user = session.status === 'valid' ? session.user : null;
  const role = user?.role ?? null;
  const userId = user?.id ?? null;
  const isAdmin = role === 'Admin';
  const isSupervisor = role === 'user_Supervisor';

  const deletion = useDeleteCobro();
  const [search, setSearch] = useSearchParams();
  const appliedQuery = filterQuery(search);
  // With `periodos` cobros carry their year, and months of several years meet in this list.
  const periodos = useCapacidad('periodos');
  // Where the backend reads one period (`resumenes`), the Admin's list of every worker's cobros
  // opens on the agency's current month rather than on all of history; 'Todos' is `mes=todos`.
  const resumenes = useCapacidad('resumenes');
  const defaultPeriod = useMemo(
    () => (isAdmin && periodos && resumenes ? currentAgencyPeriod() : null),
    [isAdmin, periodos, resumenes],
  );
  // Kept while equal: the address coming to name the period opened on changes no filter, and the
  // rows derived from them are not derived and drawn again.
  const filters = useSameValue(
    useMemo(
      () => parseCobroFilters(new URLSearchParams(appliedQuery), isSupervisor, periodos, defaultPeriod),
      [appliedQuery, isSupervisor, periodos, defaultPeriod],
    ),
  );
  const defaults = useMemo(() => ({ ...EMPTY_FILTERS, ...defaultPeriod }), [defaultPeriod]);
  // The period opened on shows in the address too, as one chosen would.
  const unnamed = defaultPeriod !== null && !namesPeriod(search);
  useEffect(() => {
    if (unnamed) setSearch((current) => writeCobroFilters(current, filters, [], true), { replace: true });
  }, [unnamed, filters, setSearch]);
  // A month of a year chosen: with `resumenes` only that period is read (the rows are still filtered here).
  const cobros = useCobrosWhileLoading(filters.mes, filters.anio);
  const periodoAnio = cobros.periodo?.anio ?? null;
  const years = useMemo(() => {
    if (periodoAnio !== null) return yearOptions(periodoAnio, currentAgencyYear());
    return periodos && cobros.data ? periodYears(cobros.data, currentAgencyYear()) : [];
  }, [periodoAnio, periodos, cobros.data]);
  const deleteAction = useConfirmAction<CobroRow>({
    mutation: deletion,
    perform: (row, close) =>
      deletion.mutate(row.id, {
        onSuccess: () => {
          close();
          notify.success(DELETED, { toastId: 'cobros-delete' });
        },
      }),
    errorText: (error) => errorMessage(error, DELETE_ERROR),
  });
  const openDelete = deleteAction.open;
  const { cierreDe } = useCierres();

  // Admin's table holds every worker's cobros: each is priced at its registrant's role, as the payroll does.
  const usuarios = useQuery({ ...usuariosQueryOptions(), enabled: isAdmin });
  const roles = useMemo(
    () =>
      usuarios.data
        ? new Map(usuarios.data.map((usuario) => [usuario.id, usuario.rol?.nombre ?? null]))
        : null,
    [usuarios.data],
  );
  // The Admin's rows are priced by each worker's role: a period's are derived and drawn once, with
  // the roles in (or failed, when they are priced without them), not once before and again after.
  // The full list's first rows do not wait for them: they come before the roles' answer is read.
  const rolesPending = isAdmin && usuarios.isPending && cobros.periodo !== null;
  const shownCobros = rolesPending ? undefined : cobros.data;
  const view = useMemo(
    () =>
      deriveCobrosView(shownCobros ?? [], {
        userId,
        allCobros: isAdmin,
        supervises: isSupervisor,
        role: isAdmin ? roles : role,
        filters,
      }),
    [shownCobros, userId, isAdmin, isSupervisor, role, roles, filters],
  );
  const summaryReady = cobros.isSuccess && (!isAdmin || usuarios.isSuccess);

  const columns = useMemo<Column<CobroRow>[]>(() => {
    const actions: Column<CobroRow> = {
      id: 'acciones',
      header: 'Acciones',
      value: () => null,
      sortable: false,
      exportable: false,
      hideable: false,
      align: 'end',
      width: WIDTH.acciones,
      cell: (row) => {
        const cierre =
          cierreDe(row.usuarioId, row.anio, row.mes) ?? cierreDe(row.supervisorId, row.anio, row.mes);
        return (
          <CobroRowActions row={row} locked={cierre ? cierreMotivo(cierre) : null} onDelete={openDelete} />
        );
      },
    };
    const monto = isAdmin ? MONTO_WITH_SUPERVISOR_COLUMN : MONTO_COLUMN;
    return [ID_COLUMN, ...(isAdmin ? [USUARIO_COLUMN] : []), ...DETAIL_COLUMNS, monto, actions];
  }, [isAdmin, openDelete, cierreDe]);

  const applyFilters = (next: CobroFilters) =>
    setSearch(writeCobroFilters(search, next, PAGE_PARAMS, defaultPeriod !== null));

  const mainTitle = isAdmin ? 'Todos los Cobros' : 'Mis Cobros';
  const cobrosState = queryTableProps(cobros, LOAD_ERROR);
  const tableState = {
    ...cobrosState,
    isLoading: cobrosState.isLoading || (rolesPending && !cobros.isError),
  };
  const filtered = filters.texto !== '' || filters.mes !== null || filters.anio !== null;

  const chips = appliedCobroFilters(filters, targetOptions(isSupervisor, mainTitle), applyFilters);
  const filterChips = <FilterChips filters={chips} onClearAll={() => applyFilters(defaults)} />;

  const target = deleteAction.target;
  return (
    <ListPage
      title="Lista de Cobros"
      primaryAction={
        <Link to={paths.cobros.insertar.to()} className="btn btn-primary">
          <AddIcon className="me-1" />
          Registrar Nuevo Cobro
        </Link>
      }
      secondaryActions={
        <Link to={paths.cobros.insertarPagoBill.to()} className="btn btn-outline-primary bg-white">
          <MoneyIcon className="me-1" />
          Insertar Pago Bill
        </Link>
      }
      summary={
        <>
          <CobrosFilterCard
            key={filtersKey(filters)}
            applied={filters}
            isSupervisor={isSupervisor}
            mainTitle={mainTitle}
            years={years}
            defaults={defaults}
            onApply={applyFilters}
          />
          {!cobros.isError && !(isAdmin && usuarios.isError) && (
            <CobrosSummary
              loading={!summaryReady}
              mineTitle={mainTitle}
              mineUnits={view.mineUnits}
              mineAmount={view.mineAmount}
              mineNote={isAdmin ? 'Pago a cada trabajador, con bonos y descuentos' : 'Con bonos y descuentos'}
              supervised={
                isSupervisor
                  ? {
                      units: view.supervisedUnits,
                      amount: view.supervisedAmount,
                      note: rateNote(RATE_SUPERVISED),
                    }
                  : null
              }
              supervisorsAmount={isAdmin ? view.mineSupervisorsAmount : null}
              totalAmount={view.totalAmount}
            />
          )}
        </>
      }
      cardTitle={mainTitle}
      after={
        <>
          {isSupervisor && (
            <TableCard
              title="Cobros Supervisados"
              columns={SUPERVISED_COLUMNS}
              rows={view.supervised}
              getRowId={(row) => row.usuarioId}
              {...tableState}
              emptyMessage={
                filtered && filters.en !== 'mis'
                  ? 'No hay cobros supervisados que coincidan con los filtros aplicados'
                  : 'No hay cobros supervisados'
              }
              searchable={false}
              exportFileName="cobros-supervisados"
              listId="cobros-supervisados"
              defaultSort={{ id: 'usuario', dir: 'asc' }}
              urlKey={SUPERVISED_URL_KEY}
              countNoun="usuarios"
              partial={cobros.isPartial}
            />
          )}
          <ConfirmModal title={CONFIRM_DELETE_TITLE} {...deleteAction.modalProps}>
            {DELETE_QUESTION}
            {target && <p className="small text-secondary mt-2 mb-0">{cobroSummary(target)}</p>}
          </ConfirmModal>
        </>
      }
    >
      <div className="cobros-list">
        <DataTable
          columns={columns}
          rows={view.mine}
          getRowId={(row) => row.id}
          caption={mainTitle}
          {...tableState}
          emptyMessage={
            filtered && filters.en !== 'supervisados'
              ? 'No hay cobros que coincidan con los filtros aplicados'
              : 'No hay cobros registrados'
          }
          searchable={false}
          filterChips={filterChips}
          exportFileName={isAdmin ? 'cobros' : 'mis-cobros'}
          listId={isAdmin ? 'cobros' : 'mis-cobros'}
          defaultSort={{ id: 'id', dir: 'desc' }}
          urlKey={MINE_URL_KEY}
          countNoun="cobros"
          partial={cobros.isPartial}
        />
      </div>
    </ListPage>
  );
}
