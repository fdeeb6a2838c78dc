import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import type { CellValue } from '../../lib/export/cell';
import { TruncatedText } from '../truncated-text';
import type { Column } from './data-table';

/** What a builder leaves open: width, sorting, a sort value… */
export type ColumnOptions<Row> = Partial<Omit<Column<Row>, 'id' | 'header' | 'value'>>;

/** The row's number, right-aligned in a narrow column ('ID', or 'ID Cobro' on a cobro list). */
export function idColumn<Row>(
  value: (row: Row) => number,
  { header = 'ID', ...options }: ColumnOptions<Row> & { header?: string } = {},
): Column<Row> {
  return { id: 'id', header, value, align: 'end', width: '5rem', ...options };
}

/**
 * Text that may be long (a name, a file): wrapped to at most two lines, cut with an ellipsis only
 * then, and shown whole on hover and focus. `fit: 'truncate'` keeps it to one line.
 * `fit: 'whole'` is for text without spaces to wrap at (usernames, role names): it never cuts,
 * so the long-text columns beside it give way instead.
 */
export function textColumn<Row>(
  id: string,
  header: string,
  text: (row: Row) => string,
  { fit = 'wrap', ...options }: ColumnOptions<Row> & { fit?: 'wrap' | 'truncate' | 'whole' } = {},
): Column<Row> {
  const cell =
    fit === 'whole'
      ? (row: Row) => <span className="text-nowrap">{text(row)}</span>
      : (row: Row) => <TruncatedText text={text(row)} lines={fit === 'wrap' ? 2 : 1} />;
  return { id, header, value: text, cell, ...options };
}

/** A figure, right-aligned: it sorts and exports as the number, and shows as `format` writes it. */
export function numberColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number,
  format: (value: number) => ReactNode,
  options: ColumnOptions<Row> = {},
): Column<Row> {
  return { id, header, value, cell: (row) => format(value(row)), align: 'end', ...options };
}

const estadoText = (active: boolean) => (active ? 'Activo' : 'Inactivo');

/** 'Estado' as a badge: green 'Activo', grey 'Inactivo'; sorted, searched and exported as the word. */
export function estadoColumn<Row>(
  isActive: (row: Row) => boolean,
  options: ColumnOptions<Row> = {},
): Column<Row> {
  return {
    id: 'estado',
    header: 'Estado',
    value: (row) => estadoText(isActive(row)),
    cell: (row) => <Badge bg={isActive(row) ? 'success' : 'secondary'}>{estadoText(isActive(row))}</Badge>,
    ...options,
  };
}

/**
 * 'Acciones', the last column: right-aligned, as narrow as its buttons (see RowActions), never
 * sorted, exported nor hidden.
 */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): Column<Row> {
  const value = (): CellValue => null;
  return {
    id: 'acciones',
    header: 'Acciones',
    value,
    cell,
    sortable: false,
    exportable: false,
    hideable: false,
    align: 'end',
  };
}
