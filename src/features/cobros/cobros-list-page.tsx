import { useMemo, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { formatDecimal2, formatMoney } from '../../domain/format';
import { monthLabel } from '../../domain/months';
import { RATE_SUPERVISED, rateForRole } from '../../domain/rates';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { useDeleteCobro } from '../../lib/queries/delete-cobro';
import { useCobros } from '../../lib/queries/cobros';
import {
  filterQuery,
  filtersKey,
  parseCobroFilters,
  writeCobroFilters,
  type CobroFilters,
} from './cobro-filters';
import { deriveCobrosView, type CobroRow, type SupervisedRow } from './cobro-rows';
import { CobrosFilterCard } from './components/cobros-filter-card';
import { CobrosSummary } from './components/cobros-summary';
import { formatUnits } from '../../domain/format';
import { paths } from '../../lib/paths';
import { useErrorToast } from '../../components/use-error-toast';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { CONFIRM_DELETE_TITLE } from '../../lib/messages';
import { COBRO_DETAIL_MESSAGES } from '../../contract/cobro';

const LOAD_ERROR = 'Error al cargar la lista de cobros';
const LOAD_ERROR_TOAST = 'Error al cargar los cobros';
const DELETE_ERROR = 'Error al eliminar el cobro';
const DELETED = COBRO_DETAIL_MESSAGES.deleted;
const DELETE_QUESTION = '¿Estás seguro de eliminar este cobro? Esta acción no se puede deshacer.';

const MINE_URL_KEY = 'mis';
const SUPERVISED_URL_KEY = 'sup';
/** A new filter starts both tables on their first page. */
const PAGE_PARAMS = [`${MINE_URL_KEY}_pagina`, `${SUPERVISED_URL_KEY}_pagina`];

const NO_ADJUSTMENT = '—';

function adjustmentText(row: CobroRow): string {
  const parts = [
    row.bonificado ? `+${formatDecimal2(row.bonificado)}` : '',
    row.sancionado ? `−${formatDecimal2(row.sancionado)}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' / ') : NO_ADJUSTMENT;
}

const recordsText = (row: CobroRow) =>
  `${row.recordCount} ${row.recordCount === 1 ? 'registro' : 'registros'}`;

const ID_COLUMN: Column<CobroRow> = {
  id: 'id',
  header: 'ID',
  value: (row) => row.id,
  align: 'end',
  width: '4rem',
};
// Names wrap between words (a custom cell); only file names, which have no spaces, may break anywhere.
const USUARIO_COLUMN: Column<CobroRow> = {
  id: 'usuario',
  header: 'Usuario',
  value: (row) => row.usuario,
  cell: (row) => row.usuario,
};
const DETAIL_COLUMNS: Column<CobroRow>[] = [
  { id: 'cliente', header: 'Cliente', value: (row) => row.cliente, cell: (row) => row.cliente },
  { id: 'agencias', header: 'Agencia(s)', value: (row) => row.agencias, cell: (row) => row.agencias },
  { id: 'documento', header: 'Documento', value: (row) => row.documento },
  // Sorting month names alphabetically would put abril first; the month filter orders by month instead.
  {
    id: 'mes',
    header: 'Mes',
    value: (row) => monthLabel(row.mes),
    cell: (row) => <span className="text-nowrap">{monthLabel(row.mes)}</span>,
    sortable: false,
  },
  {
    id: 'registros',
    header: 'Registros',
    value: (row) => row.units,
    align: 'end',
    cell: (row) => (
      <>
        <span className="d-block fw-semibold">{formatUnits(row.units)} u.</span>
        <span className="d-block small text-secondary">{recordsText(row)}</span>
      </>
    ),
  },
  {
    id: 'ajustes',
    header: 'Bonos/Descuentos',
    value: (row) => row.bonificado - row.sancionado,
    align: 'end',
    cell: adjustmentText,
  },
];

const SUPERVISED_COLUMNS: Column<SupervisedRow>[] = [
  {
    id: 'usuario',
    header: 'Usuario',
    value: (row) => row.usuario,
    cell: (row) => (
      <>
        {row.usuario}
        {row.sharedName && <span className="small text-secondary"> (ID {row.usuarioId})</span>}
      </>
    ),
  },
  {
    id: 'unidades',
    header: 'Total Unidades',
    value: (row) => row.units,
    cell: (row) => formatUnits(row.units),
    align: 'end',
  },
  {
    id: 'total',
    header: 'Total a Cobrar',
    value: (row) => row.amount,
    cell: (row) => formatMoney(row.amount),
    align: 'end',
  },
];

const rateNote = (rate: number) => `Tarifa ${formatMoney(rate)} por unidad`;

export default function CobrosListPage() {
  const session = useSession();
  const user = session.status === 'valid' ? session.user : null;
  const role = user?.role ?? null;
  const userId = user?.id ?? null;
  const isAdmin = role === 'Admin';
  const isSupervisor = role === 'user_Supervisor';

  const cobros = useCobros();
  const deletion = useDeleteCobro();
  const [search, setSearch] = useSearchParams();
  const appliedQuery = filterQuery(search);
  const filters = useMemo(
    () => parseCobroFilters(new URLSearchParams(appliedQuery), isSupervisor),
    [appliedQuery, isSupervisor],
  );
  const [toDelete, setToDelete] = useState<CobroRow | null>(null);
  // The modal keeps naming the cobro while it fades out.
  const [showDelete, setShowDelete] = useState(false);

  useErrorToast(cobros, LOAD_ERROR_TOAST, 'cobros-load');

  const ownRate = rateForRole(role);
  const view = useMemo(
    () =>
      deriveCobrosView(cobros.data ?? [], {
        userId,
        allCobros: isAdmin,
        supervises: isSupervisor,
        // Admin's table holds every worker's cobros: each pays the per-cobro rule (0.20 when supervised).
        role: isAdmin ? null : role,
        filters,
      }),
    [cobros.data, userId, isAdmin, isSupervisor, role, filters],
  );

  const { reset: resetDeletion } = deletion;
  const columns = useMemo<Column<CobroRow>[]>(() => {
    const actions: Column<CobroRow> = {
      id: 'acciones',
      header: 'Acciones',
      value: () => null,
      sortable: false,
      exportable: false,
      align: 'end',
      cell: (row) => (
        // Wrapping lets the column shrink to one button's width when nine columns share the page.
        <div className="d-inline-flex flex-wrap justify-content-end gap-1">
          {row.kind && (
            <Link
              to={paths.cobros.modificar.to(row.id, { tipo: row.kind })}
              className="btn btn-sm btn-outline-primary"
              aria-label={`Modificar cobro ${row.id}`}
            >
              Modificar
            </Link>
          )}
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Eliminar cobro ${row.id}`}
            onClick={() => {
              resetDeletion();
              setToDelete(row);
              setShowDelete(true);
            }}
          >
            Eliminar
          </Button>
        </div>
      ),
    };
    return [ID_COLUMN, ...(isAdmin ? [USUARIO_COLUMN] : []), ...DETAIL_COLUMNS, actions];
  }, [isAdmin, resetDeletion, setToDelete, setShowDelete]);

  const applyFilters = (next: CobroFilters) => setSearch(writeCobroFilters(search, next, PAGE_PARAMS));

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => {
        setShowDelete(false);
        notify.success(DELETED, { toastId: 'cobros-delete' });
      },
    });
  };

  const mainTitle = isAdmin ? 'Todos los Cobros' : 'Mis Cobros';
  const tableState = queryTableProps(cobros, LOAD_ERROR);
  const filtered = filters.texto !== '' || filters.mes !== null;

  return (
    <>
      <PageHeader
        title="Lista de Cobros"
        actions={
          <>
            <Link to={paths.cobros.insertar.to()} className="btn btn-primary">
              Registrar Nuevo Cobro
            </Link>
            <Link to={paths.cobros.insertarPagoBill.to()} className="btn btn-outline-primary bg-white">
              Insertar Pago Bill
            </Link>
          </>
        }
      />

      <CobrosFilterCard
        key={filtersKey(filters)}
        applied={filters}
        isSupervisor={isSupervisor}
        mainTitle={mainTitle}
        onApply={applyFilters}
      />

      {cobros.isSuccess && (
        <CobrosSummary
          mineTitle={mainTitle}
          mineUnits={view.mineUnits}
          mineAmount={view.mineAmount}
          mineNote={isAdmin ? 'Tarifa de cada trabajador' : rateNote(ownRate)}
          supervised={
            isSupervisor
              ? {
                  units: view.supervisedUnits,
                  amount: view.supervisedAmount,
                  note: rateNote(RATE_SUPERVISED),
                }
              : null
          }
        />
      )}

      <Card className="shadow-sm mb-4" as="section" aria-labelledby="cobros-mis-titulo">
        <Card.Body>
          <h2 id="cobros-mis-titulo" className="h5 mb-3">
            {mainTitle}
          </h2>
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
            searchPlaceholder="Buscar en la tabla..."
            exportFileName={isAdmin ? 'cobros' : 'mis-cobros'}
            defaultSort={{ id: 'id', dir: 'desc' }}
            urlKey={MINE_URL_KEY}
            countNoun="cobros"
          />
        </Card.Body>
      </Card>

      {isSupervisor && (
        <Card className="shadow-sm mb-4" as="section" aria-labelledby="cobros-supervisados-titulo">
          <Card.Body>
            <h2 id="cobros-supervisados-titulo" className="h5 mb-3">
              Cobros Supervisados
            </h2>
            <DataTable
              columns={SUPERVISED_COLUMNS}
              rows={view.supervised}
              getRowId={(row) => row.usuarioId}
              caption="Cobros Supervisados"
              {...tableState}
              emptyMessage={
                filtered && filters.en !== 'mis'
                  ? 'No hay cobros supervisados que coincidan con los filtros aplicados'
                  : 'No hay cobros supervisados'
              }
              searchPlaceholder="Buscar usuario..."
              exportFileName="cobros-supervisados"
              defaultSort={{ id: 'usuario', dir: 'asc' }}
              urlKey={SUPERVISED_URL_KEY}
              countNoun="usuarios"
            />
          </Card.Body>
        </Card>
      )}

      <ConfirmModal
        show={showDelete}
        title={CONFIRM_DELETE_TITLE}
        isPending={deletion.isPending}
        error={deletion.isError ? errorMessage(deletion.error, DELETE_ERROR) : null}
        onConfirm={confirmDelete}
        onCancel={() => setShowDelete(false)}
      >
        {DELETE_QUESTION}
        {toDelete && (
          <p className="small text-secondary mt-2 mb-0">
            Cobro {toDelete.id}: {toDelete.cliente} · {toDelete.documento}
          </p>
        )}
      </ConfirmModal>
    </>
  );
}
