import type { ReactNode } from 'react';

/**
 * A column of a hand-built table (one that is not a DataTable): what the 'Columnas' chooser needs
 * and how its cells align. The row header and the actions are drawn by the table itself, outside
 * these columns, so the chooser never offers them.
 */
export type TableColumn = { id: string; header: string; end?: boolean; className?: string };

/** A row's content by column id; a column without one gets an empty cell. */
export type Cells = Partial<Record<string, ReactNode>>;

const cellClassOf = (column: TableColumn) =>
  [column.end ? 'text-end' : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;

/**
 * One <td> per shown column, in their order, so every kind of row (a client, its documents, a
 * totals line) stays under its headers whichever columns the user hides.
 */
export function ColumnCells({ columns, cells }: { columns: readonly TableColumn[]; cells: Cells }) {
  return (
    <>
      {columns.map((column) => (
        <td key={column.id} className={cellClassOf(column)}>
          {cells[column.id]}
        </td>
      ))}
    </>
  );
}

/** The headers of the shown columns. */
export function ColumnHeaders({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <>
      {columns.map((column) => (
        <th key={column.id} scope="col" className={column.end ? 'text-end' : undefined}>
          {column.header}
        </th>
      ))}
    </>
  );
}
