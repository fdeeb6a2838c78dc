import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FilterChips } from '../../components/filter-chips';
import { AddIcon } from '../../components/icons';
import { ListPage } from '../../components/page/list-page';
import { RowActions } from '../../components/row-actions';
import { selectChip } from '../../components/select-chip';
import { TruncatedText } from '../../components/truncated-text';
import { useConfirmAction } from '../../components/use-confirm-action';
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
import { FilterSelect, type FilterOption } from '../../components/filter-select';
import { queryTableProps } from '../../components/data-table/query-table-props';
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
  const deletion = useDeleteDocumento();
  const [search, setSearch] = useSearchParams();
  const filters = parseDocumentoFilters(search);
  const confirmDelete = useConfirmAction<Documento>({
    mutation: deletion,
    perform: (documento, close) =>
      deletion.mutate(documento.id, {
        onSuccess: () => {
          close();
          notify.success(DELETED, { autoClose: DOCUMENT_TOAST_AUTOCLOSE_MS });
        },
      }),
    errorText: (error) => errorMessage(error, DELETE_ERROR),
  });
  const openDelete = confirmDelete.open;

  const setFilter = (name: keyof DocumentoFilters, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(FILTER_PARAMS[name], value);
    else next.delete(FILTER_PARAMS[name]);
    setSearch(next);
  };

  const columns = useMemo<Column<Documento>[]>(
    () => [
      {
        id: 'archivo',
        header: 'Archivo',
        value: (row) => row.nombre_archivo,
        cell: (row) => <TruncatedText text={row.nombre_archivo} />,
      },
      {
        id: 'cliente',
        header: 'Cliente',
        value: clienteName,
        cell: (row) => <TruncatedText text={clienteName(row)} />,
      },
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
      {
        id: 'acciones',
        header: 'Acciones',
        value: () => null,
        sortable: false,
        exportable: false,
        align: 'end',
        cell: (row) => (
          <RowActions label={`Acciones del documento ${row.nombre_archivo}`}>
            <Link
              to={paths.documentacion.modificar.to(row.id)}
              className="btn btn-sm btn-outline-primary"
              aria-label={`Modificar ${row.nombre_archivo}`}
            >
              Modificar
            </Link>
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={`Eliminar ${row.nombre_archivo}`}
              onClick={() => openDelete(row)}
            >
              Eliminar
            </Button>
          </RowActions>
        ),
      },
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

  const clienteValue = cliente === null ? '' : String(cliente);
  const tipoValue = tipo === null ? '' : String(tipo);
  const chips = [
    ...selectChip('Cliente', clienteValue, options.clientes, () => setFilter('cliente', '')),
    ...selectChip('Tipo', tipoValue, options.tipos, () => setFilter('tipo', '')),
  ];

  return (
    <ListPage
      title="Lista de Documentos"
      primaryAction={
        <Link to={paths.documentacion.insertar.to()} className="btn btn-primary">
          <AddIcon className="me-2" />
          Insertar Documentación
        </Link>
      }
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
        emptyMessage={
          allRows?.length
            ? 'No hay documentos que coincidan con los filtros seleccionados'
            : 'No hay documentos registrados'
        }
        searchPlaceholder="Buscar documento..."
        exportFileName="documentos"
        defaultSort={{ id: 'fecha', dir: 'desc' }}
        countNoun="documentos"
        toolbar={
          <>
            <FilterSelect
              label="Cliente"
              value={clienteValue}
              options={options.clientes}
              onChange={(value) => setFilter('cliente', value)}
            />
            <FilterSelect
              label="Tipo"
              value={tipoValue}
              options={options.tipos}
              onChange={(value) => setFilter('tipo', value)}
            />
          </>
        }
        filterChips={<FilterChips filters={chips} />}
      />
    </ListPage>
  );
}
