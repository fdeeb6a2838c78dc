import { useDeferredValue, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useLocation, useNavigationType } from 'react-router-dom';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';
import { exportRows, type ExportFormat } from '../../lib/export/export-rows';
import { ListToolbar } from '../page/list-toolbar';
import { ColumnChooser } from './column-chooser';
import { useColumnVisibility } from './column-visibility';
import { ExportMenu } from './export-menu';
import { Pagination } from './pagination';
import { SortHeader } from './sort-header';
import { pageCount, searchEntries, searchTextOf, sortRows } from './rows';
import { useElementWidth } from './use-element-width';
import { ALIGN_CLASS, cellClass, cellContent, foldLayout, foldThresholds, type Column } from './column';
import { useListParams, type ListParams, type SortState } from './use-list-params';

export type { Column };

export interface DataTableProps<Row> {
  /**
   * Keep the array stable (a module constant or useMemo): the rows' search text is kept per
   * column set, and rebuilt for every row when it changes.
   */
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** The table's accessible name; not shown. */
  caption: string;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The spec's text for a list with no data at all. */
  emptyMessage: string;
  noResultsMessage?: string;
  searchPlaceholder?: string;
  /** Default true; false when the page's own filters already search, so there is one search box. */
  searchable?: boolean;
  /** Without extension; the date and extension are added. */
  exportFileName: string;
  defaultSort?: SortState;
  /** Extra filters, shown beside the search box. */
  toolbar?: ReactNode;
  /** The applied filters as removable chips (FilterChips), under the search row. */
  filterChips?: ReactNode;
  /** <tr> elements for a <tfoot>, such as a totals row; shown only while there are rows. */
  footer?: ReactNode;
  /** Keeps two tables on one page from sharing URL parameters. */
  urlKey?: string;
  pageSizeOptions?: readonly number[];
  /** Scrolls the table inside this height with the header kept in view, e.g. '500px'. */
  maxHeight?: string;
  /** What the rows are, for 'Mostrando 1 a 25 de 80 clientes'. */
  countNoun?: string;
  /**
   * The rows are the first part of a list still arriving: the first page of them is
   * shown as it came, with a status line; sorting, search, export and paging wait for the rest.
   */
  partial?: boolean;
  /**
   * A stable name of the list ('cobros', 'clientes'): the table offers a 'Columnas' chooser and
   * remembers the choice under this name. Without it every column shows and there is no chooser.
   */
  listId?: string;
}

const DEFAULT_PAGE_SIZES: readonly number[] = [25, 50, 100];
const STICKY_HEADER: CSSProperties = { position: 'sticky', top: 0, zIndex: 1 };
/** Marks the history entries written by typing in the search box, so they can be told apart. */
const TYPED_SEARCH = { dataTableSearch: true };

function isTypedSearch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'dataTableSearch' in state;
}

export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  isLoading = false,
  error = null,
  onRetry,
  emptyMessage,
  noResultsMessage = 'No se encontraron resultados para la búsqueda',
  searchPlaceholder = 'Buscar...',
  searchable = true,
  exportFileName,
  defaultSort,
  toolbar,
  filterChips,
  footer,
  urlKey = '',
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  maxHeight,
  countNoun,
  partial = false,
  listId,
}: DataTableProps<Row>) {
  const searchId = useId();
  // Hidden columns leave the layout and the exports; sorting and search still know them.
  const { visible, choices, toggle } = useColumnVisibility(listId, columns);
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>(foldThresholds(visible));
  const { shown, foldedInto } = foldLayout(visible, frameWidth);
  const [params, updateParams] = useListParams({
    urlKey,
    sortableIds: columns.filter((column) => column.sortable !== false).map((column) => column.id),
    defaultSort,
    pageSizeOptions,
  });

  // The box keeps its own text because the URL follows it a render or more behind while typing.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [draft, setDraft] = useState(params.q);
  const [urlQuery, setUrlQuery] = useState(params.q);
  if (params.q !== urlQuery) {
    setUrlQuery(params.q);
    // The URL catching up with the typing must not overwrite letters typed since; any other
    // change (back, forward, a link, a button that clears the filters) replaces the text.
    if (!(navigationType === 'REPLACE' && isTypedSearch(location.state))) setDraft(params.q);
  }
  // Without a box, a stale search in the URL must not hide rows the user cannot get back.
  const query = useDeferredValue(searchable && !partial ? draft : '');

  // Sorting comes before searching, so a keystroke only filters an already ordered list.
  const sortColumn = !partial && params.sort && columns.find((column) => column.id === params.sort?.id);
  const sortDir = params.sort?.dir ?? 'asc';
  const ordered = useMemo(
    () => (sortColumn ? sortRows(rows, sortColumn.sortValue ?? sortColumn.value, sortDir) : rows),
    [rows, sortColumn, sortDir],
  );
  const textOf = useMemo(() => searchTextOf(columns), [columns]);
  // Only a table with a search box reads the text. It is built with the data, not on the first
  // key, and kept per row (searchTextOf), so new rows arrays of the same rows cost a lookup each.
  const indexed = useMemo(
    () => (searchable ? ordered.map((row) => ({ row, text: textOf(row) })) : null),
    [ordered, textOf, searchable],
  );
  const results = useMemo(() => {
    if (!indexed) return ordered;
    const found = searchEntries(indexed, query);
    return found === indexed ? ordered : found.map((entry) => entry.row);
  }, [indexed, ordered, query]);

  const page = partial ? 1 : Math.min(params.page, pageCount(results.length, params.pageSize));
  const pageRows = results.slice((page - 1) * params.pageSize, page * params.pageSize);
  const exportable = visible.filter((column) => column.exportable !== false);

  // Every write carries the box's text, which may be ahead of the URL.
  const pushParams = (changes: Partial<ListParams>) => updateParams({ q: draft, ...changes });

  const search = (text: string) => {
    setDraft(text);
    updateParams({ q: text, page: 1 }, { replace: true, state: TYPED_SEARCH });
  };

  const toggleSort = (id: string) => {
    const dir = params.sort?.id === id && params.sort.dir === 'asc' ? 'desc' : 'asc';
    pushParams({ sort: { id, dir }, page: 1 });
  };

  const exportAs = (format: ExportFormat) =>
    exportRows(
      format,
      exportFileName,
      exportable.map((column) => column.header),
      results.map((row) => exportable.map((column) => column.value(row))),
    );

  const headerLabel = (column: Column<Row>) => (
    <SortHeader
      header={column.header}
      sortable={column.sortable !== false}
      dir={params.sort?.id === column.id ? params.sort.dir : null}
      disabled={partial}
      onSort={() => toggleSort(column.id)}
    />
  );

  let state: ReactNode = null;
  if (isLoading) state = <LoadingState />;
  else if (error) state = <ErrorState message={error} onRetry={onRetry} />;
  else if (rows.length === 0) state = <EmptyState message={emptyMessage} />;
  else if (results.length === 0)
    state = (
      <EmptyState message={noResultsMessage}>
        <Button variant="outline-secondary" size="sm" onClick={() => search('')}>
          Limpiar búsqueda
        </Button>
      </EmptyState>
    );
  const showRows = state === null;

  return (
    <div ref={frameRef}>
      <ListToolbar
        end={
          <>
            {choices && <ColumnChooser choices={choices} onToggle={toggle} />}
            <ExportMenu disabled={!showRows || partial} onExport={exportAs} />
          </>
        }
        chips={filterChips}
      >
        {searchable && (
          <div className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '22rem' }}>
            <Form.Label htmlFor={searchId} visuallyHidden>
              Buscar
            </Form.Label>
            <Form.Control
              id={searchId}
              type="search"
              autoComplete="off"
              placeholder={searchPlaceholder}
              value={draft}
              disabled={partial}
              onChange={(event) => search(event.target.value)}
            />
          </div>
        )}
        {toolbar}
      </ListToolbar>

      <div className="table-responsive" style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}>
        <table className="table table-hover align-middle mb-0">
          <caption className="visually-hidden">{caption}</caption>
          <thead className="table-light">
            <tr>
              {shown.map((column) => {
                const dir = params.sort?.id === column.id ? params.sort.dir : null;
                const folded = foldedInto.get(column.id) ?? [];
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={ALIGN_CLASS[column.align ?? 'start']}
                    style={{
                      width: folded.length > 0 ? undefined : column.width,
                      ...(maxHeight ? STICKY_HEADER : undefined),
                    }}
                    aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                  >
                    {headerLabel(column)}
                    {folded.map((inner) => (
                      <div key={inner.id} className="data-table-fold small">
                        {headerLabel(inner)}
                      </div>
                    ))}
                  </th>
                );
              })}
            </tr>
          </thead>
          {showRows && (
            <tbody>
              {pageRows.map((row) => (
                <tr key={getRowId(row)}>
                  {shown.map((column) => (
                    <td key={column.id} className={cellClass(column)}>
                      {cellContent(column, row)}
                      {foldedInto.get(column.id)?.map((inner) => (
                        <div key={inner.id} className="data-table-fold small text-secondary">
                          {cellContent(inner, row)}
                        </div>
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
          {showRows && footer && <tfoot>{footer}</tfoot>}
        </table>
      </div>

      {showRows && partial && (
        <LoadingState label="Cargando el resto de la lista… Podrás ordenar, buscar y exportar cuando termine." />
      )}
      {state ?? (
        <div className="mt-3" hidden={partial}>
          <Pagination
            page={page}
            pageSize={params.pageSize}
            total={results.length}
            noun={countNoun}
            onPageChange={(next) => pushParams({ page: next })}
            pageSizeOptions={pageSizeOptions}
            onPageSizeChange={(pageSize) => pushParams({ pageSize, page: 1 })}
          />
        </div>
      )}
    </div>
  );
}
