import { COBRO_TABLE } from './fast-cobro';
import { DOCUMENTO_TABLE } from './fast-documento';
import { TAREA_TABLE } from './fast-tarea';
import { packTable, unpackTable, type FieldTable, type PackedTable } from './field-table';
import type { ListItems, ListKind } from './list-readers';

/**
 * The lists whose parts cross from the worker to the page in columns (field-table.ts) instead of
 * by structured clone, where that copy costs the page's main thread most: listar_cobro/'s 100,000
 * cobros (about 1.5 s by clone in a Chromium trace), listar_documentacion/'s 280,000 records
 * (about 0.47 s) and listar_tarea/'s 36,000 tasks (about 50 ms). The estimates cross as they are.
 */
const TABLES: { [K in ListKind]?: FieldTable<ListItems[K]> } = {
  cobro: COBRO_TABLE,
  documento: DOCUMENTO_TABLE,
  tarea: TAREA_TABLE,
};

export type PackedPart = { kind: ListKind; packed: PackedTable };

/** The part packed, with the buffers to transfer, or null where the list crosses as it is. */
export function packPart<K extends ListKind>(
  kind: K,
  items: ListItems[K][],
): { part: PackedPart; transfer: ArrayBuffer[] } | null {
  const table = TABLES[kind];
  if (!table) return null;
  const { packed, transfer } = packTable(table, items);
  return { part: { kind, packed }, transfer };
}

export function unpackPart(part: PackedPart): ListItems[ListKind][] {
  const table = TABLES[part.kind] as FieldTable<ListItems[ListKind]>;
  return unpackTable(table, part.packed);
}
