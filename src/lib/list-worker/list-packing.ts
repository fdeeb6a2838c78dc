import type { Cobro } from '../../contract/cobro';
import type { Documento } from '../../contract/documento';
import type { Tarea } from '../../contract/finanzas';
import { packCobros, unpackCobros, type PackedCobros } from './cobro-codec';
import { packDocumentos, unpackDocumentos, type PackedDocumentos } from './documento-codec';
import type { ListItems, ListKind } from './list-readers';
import { packTareas, unpackTareas, type PackedTareas } from './tarea-codec';

/**
 * A part of a list that crosses from the worker to the page in columns (cobro-codec.ts,
 * documento-codec.ts, tarea-codec.ts) instead of by structured clone, where that copy costs the
 * page's main thread most: listar_cobro/'s 100,000 cobros, listar_documentacion/'s 280,000 records
 * and listar_tarea/'s 36,000 tasks. The estimates (about 15 ms by clone) cross as they are.
 */
export type PackedPart =
  | { kind: 'cobro'; packed: PackedCobros }
  | { kind: 'documento'; packed: PackedDocumentos }
  | { kind: 'tarea'; packed: PackedTareas };

type Packed = { part: PackedPart; transfer: ArrayBuffer[] };

/** The part packed, with the buffers to transfer, or null where the list crosses as it is. */
export function packPart(kind: ListKind, items: ListItems[ListKind][]): Packed | null {
  if (kind === 'cobro') {
    const { packed, transfer } = packCobros(items as Cobro[]);
    return { part: { kind, packed }, transfer };
  }
  if (kind === 'documento') {
    const { packed, transfer } = packDocumentos(items as Documento[]);
    return { part: { kind, packed }, transfer };
  }
  if (kind === 'tarea') {
    const { packed, transfer } = packTareas(items as Tarea[]);
    return { part: { kind, packed }, transfer };
  }
  return null;
}

export function unpackPart(part: PackedPart): ListItems[ListKind][] {
  if (part.kind === 'cobro') return unpackCobros(part.packed);
  if (part.kind === 'documento') return unpackDocumentos(part.packed);
  return unpackTareas(part.packed);
}
