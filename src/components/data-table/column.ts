import type { ReactNode } from 'react';
import { cellText, type CellValue } from '../../lib/export/cell';

export interface Column<Row> {
  id: string;
  header: string;
  /** Used for sorting, searching and export. */
  value: (row: Row) => CellValue;
  /** Sorts by this instead of `value`, e.g. a month's number where the value is its name. */
  sortValue?: (row: Row) => CellValue;
  /** What the cell shows; defaults to the value as text. */
  cell?: (row: Row) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Numbers go 'end'. Default 'start'. */
  align?: 'start' | 'end' | 'center';
  /** Default true; false for action columns. */
  exportable?: boolean;
  /** Default true: the 'Columnas' chooser may hide it. False for action columns. */
  hideable?: boolean;
  width?: string;
  /**
   * Folds this column into the column `into` (one that does not fold) while the table has less
   * than `below` px of room: its header and cells then show as a small second line in that
   * column, which gives up its own width to share the free room. Search, sort and export keep it.
   */
  fold?: { into: string; below: number };
}

export const ALIGN_CLASS = { start: '', end: 'text-end', center: 'text-center' } as const;

/**
 * Numbers never break. Plain text may break anywhere, so a long file name wraps instead of
 * widening the table; a custom cell keeps its own wrapping, or its buttons would split mid-word.
 */
export function cellClass<Row>(column: Column<Row>): string | undefined {
  const align = column.align ?? 'start';
  const wrap = align === 'end' ? 'text-nowrap' : column.cell ? '' : 'text-break';
  return [ALIGN_CLASS[align], wrap].filter(Boolean).join(' ') || undefined;
}

export function cellContent<Row>(column: Column<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : cellText(column.value(row));
}

/** The widths below which some column folds: the only widths the table's layout depends on. */
export function foldThresholds<Row>(columns: readonly Column<Row>[]): number[] {
  return columns.flatMap((column) => (column.fold ? [column.fold.below] : []));
}

/**
 * Which columns the table shows at `width` px, and which folded columns each one carries. An
 * unmeasured table (null) reads as wide: the full table is the safe default.
 */
export function foldLayout<Row>(columns: readonly Column<Row>[], width: number | null) {
  const folds = ({ fold }: Column<Row>) =>
    fold !== undefined &&
    width !== null &&
    width < fold.below &&
    columns.some((target) => target.id === fold.into && !target.fold);
  const shown = columns.filter((column) => !folds(column));
  const foldedInto = new Map(
    shown.map((target) => [
      target.id,
      columns.filter((column) => folds(column) && column.fold?.into === target.id),
    ]),
  );
  return { shown, foldedInto };
}
