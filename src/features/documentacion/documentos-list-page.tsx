import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import type { Documento } from '../../contract/documento';
import { DOCUMENT_TOAST_AUTOCLOSE_MS } from '../../domain/constants';
import { formatDate, formatDateTime } from '../../domain/format';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useDeleteDocumento } from './api/delete-documento';
import { useDocumentos } from '../../lib/queries/documentos';
import { FileName } from './components/file-name';
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

const LOAD_ERROR = 'Error al cargar la lista de documentos';
const DELETED = 'Documento eliminado correctamente';
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
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  return {
    clientes: [
      ['', 'Todos los clientes'],
      ...[...clientes]
        .sort((a, b) => collator.compare(a[1], b[1]))
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
  const resetDeletion = deletion.reset;
  const [search, setSearch] = useSearchParams();
  const filters = parseDocumentoFilters(search);
  const [target, setTarget] = useState<Documento | null>(null);
  // The modal keeps naming the file while it fades out.
  const [showConfirm, setShowConfirm] = useState(false);

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
        cell: (row) => <FileName name={row.nombre_archivo} />,
      },
      // A custom cell wraps between words; the table's plain text would break 'Clínica' mid-word.
      { id: 'cliente', header: 'Cliente', value: clienteName, cell: clienteName },
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
        width: '11rem',
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
          <div className="d-inline-flex gap-2">
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
              onClick={() => {
                resetDeletion();
                setTarget(row);
                setShowConfirm(true);
              }}
            >
              Eliminar
            </Button>
          </div>
        ),
      },
    ],
    [resetDeletion],
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

  const confirmDelete = () => {
    if (!target) return;
    deletion.mutate(target.id, {
      onSuccess: () => {
        setShowConfirm(false);
        notify.success(DELETED, { autoClose: DOCUMENT_TOAST_AUTOCLOSE_MS });
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Lista de Documentos"
        actions={
          <Link to={paths.documentacion.insertar.to()} className="btn btn-primary">
            Insertar Documentación
          </Link>
        }
      />
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
              value={cliente === null ? '' : String(cliente)}
              options={options.clientes}
              onChange={(value) => setFilter('cliente', value)}
            />
            <FilterSelect
              label="Tipo"
              value={tipo === null ? '' : String(tipo)}
              options={options.tipos}
              onChange={(value) => setFilter('tipo', value)}
            />
          </>
        }
      />
      <ConfirmModal
        show={showConfirm}
        title="Confirmar Eliminación"
        isPending={deletion.isPending}
        error={deletion.isError ? errorMessage(deletion.error, DELETE_ERROR) : null}
        onConfirm={confirmDelete}
        onCancel={() => setShowConfirm(false)}
      >
        ¿Está seguro de eliminar el documento &quot;{target?.nombre_archivo}&quot;?
      </ConfirmModal>
    </>
  );
}
