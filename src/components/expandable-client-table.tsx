import { useState, type ReactNode } from 'react';
import { Badge, Table } from 'react-bootstrap';
import { fromCents } from '../domain/cents';
import type { AdjustmentRow } from '../domain/finance-joins';
import { formatMoney } from '../domain/format';
import { taskTypeLabel } from '../domain/task-types';
import { ColumnCells, ColumnHeaders, type Cells, type TableColumn } from './data-table/table-columns';
import { useTableColumns } from './data-table/use-table-columns';
import { ExpandButton } from './expand-button';
import { toggled } from './toggled';

/** Which documents are open, for the rows a caller draws under a client. */
export type OpenDocuments = { isOpen: (id: number) => boolean; toggle: (id: number) => void };

/** A row's cells under the columns the user shows (ColumnCells): every row a caller draws uses it. */
export type RowCells = (cells: Cells) => ReactNode;

/**
 * The finance tables' tree (Pagos de Clientes, Comparativa): one row per client, which opens on
 * its documents, each of which the caller may open further. Every level opens with a button
 * carrying aria-expanded. The columns are: the expand button, 'Cliente / Documento', the shown
 * ones of `columns` (the 'Columnas' menu above the table hides the others, remembered under
 * `listId`), then a last one for row actions.
 */
export function ExpandableClientTable<
  C extends { id: number; nombre: string; documents: readonly unknown[] },
>({
  caption,
  listId,
  columns,
  rows,
  clientCells,
  renderDocuments,
  clientActions,
  footer,
}: {
  caption: string;
  listId: string;
  columns: readonly TableColumn[];
  rows: readonly C[];
  /** The client row's cells after its name, by column id. */
  clientCells: (client: C) => Cells;
  /** The client row's last cell: its actions, if any. */
  clientActions?: (client: C) => ReactNode;
  /**
   * The rows under an open client that has documents; `cells` draws their column cells, and a
   * row of one wide cell after the expand column spans `span` columns.
   */
  renderDocuments: (client: C, documents: OpenDocuments, cells: RowCells, span: number) => ReactNode;
  /** The <tfoot>, drawn with `cells` so its totals stay under their columns. */
  footer?: (cells: RowCells) => ReactNode;
}) {
  const { visible, chooser } = useTableColumns(listId, columns);
  const cells: RowCells = (values) => <ColumnCells columns={visible} cells={values} />;
  // The name, the shown columns and the actions.
  const span = visible.length + 2;
  const [openClients, setOpenClients] = useState<ReadonlySet<number>>(new Set());
  const [openDocuments, setOpenDocuments] = useState<ReadonlySet<number>>(new Set());
  const documents: OpenDocuments = {
    isOpen: (id) => openDocuments.has(id),
    toggle: (id) => setOpenDocuments((set) => toggled(set, id)),
  };
  return (
    <>
      {chooser}
      <Table responsive hover className="align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <ExpandableTableHead name="Cliente / Documento" columns={visible} />
        {rows.map((client) => {
          const open = openClients.has(client.id);
          return (
            <tbody key={client.id}>
              <tr>
                <td>
                  <ExpandButton
                    expanded={open}
                    label={`Documentos de ${client.nombre}`}
                    onToggle={() => setOpenClients((set) => toggled(set, client.id))}
                  />
                </td>
                <th scope="row">{client.nombre}</th>
                {cells(clientCells(client))}
                <td className="text-end">{clientActions?.(client)}</td>
              </tr>
              {open && client.documents.length === 0 && (
                <tr>
                  <td />
                  <td colSpan={span} className="text-secondary ps-4">
                    El cliente no tiene documentos.
                  </td>
                </tr>
              )}
              {open && client.documents.length > 0 && renderDocuments(client, documents, cells, span)}
            </tbody>
          );
        })}
        {footer?.(cells)}
      </Table>
    </>
  );
}

/** A tree table's header: the expand column, the row headers' `name`, the shown columns, the actions. */
export function ExpandableTableHead({ name, columns }: { name: string; columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" style={{ width: '2.5rem' }}>
          <span className="visually-hidden">Expandir</span>
        </th>
        <th scope="col">{name}</th>
        <ColumnHeaders columns={columns} />
        <th scope="col">
          <span className="visually-hidden">Acciones</span>
        </th>
      </tr>
    </thead>
  );
}

/** An adjustment under its document: 'Ajuste Open Suma' and its signed amount, under `column`. */
export function AdjustmentTableRow({
  adjustment,
  cells,
  column,
}: {
  adjustment: AdjustmentRow;
  cells: RowCells;
  column: string;
}) {
  return (
    <tr className="small">
      <td />
      <td className="ps-5">
        Ajuste {adjustment.tarea === null ? '' : taskTypeLabel(adjustment.tarea)}{' '}
        <Badge bg={adjustment.kind === 'Suma' ? 'success' : 'danger'}>{adjustment.kind}</Badge>
      </td>
      {cells({ [column]: formatMoney(fromCents(adjustment.cents)) })}
      <td />
    </tr>
  );
}
