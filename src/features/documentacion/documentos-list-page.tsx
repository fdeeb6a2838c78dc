import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { actionsColumn, textColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import type { FilterOption } from '../../components/filter-select';
import { InsertLink } from '../../components/page/insert-link';
import { ListPage } from '../../components/page/list-page';
import { DeleteButton, ModifyLink, RowActions } from '../../components/row-actions';
import {
  filteredEmptyMessage,
  selectFilterProps,
  useUrlSelectFilters,
} from '../../components/select-filters';
import { useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import type { Documento } from '../../contract/documento';
import { DOCUMENT_TOAST_AUTOCLOSE_MS } from '../../lib/timings';
import { compareEs } from '../../domain/collator';
import { formatDate, formatDateTime } from '../../domain/format';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useDeleteDocumento } from './api/delete-documento';
import { useDocumentos } from '../../lib/queries/documentos';
import { FlagBadge } from './components/flag-badge';
import { DOCUMENT_TYPES, documentTypeLabel } from './document-types';
import {
  FILTER_PARAMS,
  matchesDocumentoFilters,
  parseDocumentoFilters,
  type DocumentoFilters,
} from './documento-filters';
import { paths } from '../../lib/paths';
import { DOCUMENTO_DELETED } from '../../contract/messages';
import { CONFIRM_DELETE_TITLE } from '../../lib/messages';

const LOAD_ERROR = 'Error al cargar la lista de documentos';
const DELETED = DOCUMENTO_DELETED;
const DELETE_ERROR = 'Error al eliminar el documento';

/** Year first, with the time, so sorting and exports keep the order in which files came in. */
function creationTime(documento: Documento): string | null {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})$/.exec(formatDateTime(documento.fecha_creacion));
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]} ${parts[4]}` : null;
}

const clienteName = (documento: Documento) => documento.cliente?.nombre || 'N/A';

/** The clients and types that occur in the list, so no filter choice can only ever give nothing. */
function filterOptions(documentos: readonly Documento[], filters: DocumentoFilters) {
  const clientes = new Map<number, string>();
  const tipos = new Set<number>(Object.keys(DOCUMENT_TYPES).map(Number));
  for (const documento of documentos) {
    if (documento.cliente?.id != null) clientes.set(documento.cliente.id, clienteName(documento));
    if (documento.tipo !== null) tipos.add(documento.tipo);
  }
  // A filter from a link or an old URL stays selectable, so the select shows what is applied.
  if (filters.cliente !== null && !clientes.has(filters.cliente))
    clientes.set(filters.cliente, `Cliente ${filters.cliente}`);
  if (filters.tipo !== null) tipos.add(filters.tipo);
  return {
    clientes: [
      ['', 'Todos los clientes'],
      ...[...clientes]
        .sort((a, b) => compareEs(a[1], b[1]))
        .map(([id, nombre]): FilterOption => [String(id), nombre]),
    ] satisfies FilterOption[],
    tipos: [
      ['', 'Todos los tipos'],
      ...[...tipos]
        .sort((a, b) => a - b)
        .map((tipo): FilterOption => [String(tipo), documentTypeLabel(tipo)]),
    ] satisfies FilterOption[],
  };
}

export default function DocumentosListPage() {
  const documentos = useDocumentos();
  const [search] = useSearchParams();
  const filters = parseDocumentoFilters(search);
  const select = useUrlSelectFilters(FILTER_PARAMS);
  const confirmDelete = useDeleteWithConfirm({
    mutation: useDeleteDocumento(),
    variables: (documento: Documento) => documento.id,
    onDeleted: () => notify.success(DELETED, { autoClose: DOCUMENT_TOAST_AUTOCLOSE_MS }),
    errorText: (error) => errorMessage(error, DELETE_ERROR),
  });
  const openDelete = confirmDelete.open;

  const columns = useMemo<Column<Documento>[]>(
    () => [
      textColumn('archivo', 'Archivo', (row) => row.nombre_archivo),
      // Under 1,000 px of table (a 1024 px screen) the client goes under the file name, which
      // then has the room to read whole on two lines.
      textColumn('cliente', 'Cliente', clienteName, { fold: { into: 'archivo', below: 1000 } }),
      {
        id: 'tipo',
        header: 'Tipo',
        value: (row) => documentTypeLabel(row.tipo),
        cell: (row) => <span className="text-nowrap">{documentTypeLabel(row.tipo)}</span>,
      },
      {
        id: 'fecha',
        header: 'Fecha creación',
        // Room for the header and its sort arrow on one line.
        width: '9.5rem',
        value: creationTime,
        cell: (row) => <span className="text-nowrap">{formatDate(row.fecha_creacion)}</span>,
      },
      { id: 'registros', header: 'Registros', value: (row) => row.total_registros, align: 'end' },
      {
        id: 'bill',
        header: 'Bill',
        value: (row) => row.bill,
        align: 'center',
        cell: (row) => <FlagBadge value={row.bill} />,
      },
      {
        id: 'notas',
        header: 'Notas',
        value: (row) => row.notas,
        align: 'center',
        cell: (row) => <FlagBadge value={row.notas} />,
      },
      actionsColumn((row) => (
        <RowActions label={`Acciones del documento ${row.nombre_archivo}`}>
          <ModifyLink to={paths.documentacion.modificar.to(row.id)} name={row.nombre_archivo} />
          <DeleteButton name={row.nombre_archivo} onClick={() => openDelete(row)} />
        </RowActions>
      )),
    ],
    [openDelete],
  );

  const allRows = documentos.data;
  const { cliente, tipo } = filters;
  const rows = useMemo(
    () =>
      (allRows ?? [])
        .filter((documento) => matchesDocumentoFilters(documento, { cliente, tipo }))
        // Documents created in the same minute keep the newest (highest id) first.
        .sort((a, b) => b.id - a.id),
    [allRows, cliente, tipo],
  );
  const options = useMemo(() => filterOptions(allRows ?? [], { cliente, tipo }), [allRows, cliente, tipo]);

  return (
    <ListPage
      title="Lista de Documentos"
      primaryAction={<InsertLink to={paths.documentacion.insertar.to()}>Insertar Documentación</InsertLink>}
      after={
        <ConfirmModal title={CONFIRM_DELETE_TITLE} {...confirmDelete.modalProps}>
          ¿Está seguro de eliminar el documento &quot;{confirmDelete.target?.nombre_archivo}&quot;?
        </ConfirmModal>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        caption="Documentos"
        {...queryTableProps(documentos, LOAD_ERROR)}
        emptyMessage={filteredEmptyMessage(allRows?.length, 'documentos', 'No hay documentos registrados')}
        searchPlaceholder="Buscar documento..."
        exportFileName="documentos"
        listId="documentos"
        defaultSort={{ id: 'fecha', dir: 'desc' }}
        countNoun="documentos"
        {...selectFilterProps([
          select('cliente', 'Cliente', cliente === null ? '' : String(cliente), options.clientes),
          select('tipo', 'Tipo', tipo === null ? '' : String(tipo), options.tipos),
        ])}
      />
    </ListPage>
  );
}
