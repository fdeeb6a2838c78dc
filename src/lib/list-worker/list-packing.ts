import { packCobros, unpackCobros, type PackedCobros } from '../../contract/packed-cobros';
import { packDocumentos, unpackDocumentos, type PackedDocumentos } from './documento-codec';
import type { ListItems, ListKind } from './list-readers';
import { packTareas, unpackTareas, type PackedTareas } from './tarea-codec';

/**
 * The lists whose parts cross from the worker to the page in columns instead of by structured
 * clone, where that copy costs the page's main thread most (cobros, documents' records, tasks).
 * The estimates (about 15 ms by clone) cross as they are. Packing and unpacking stay in two tables,
 * so the page's entry holds no packing code and the worker no unpacking code.
 */
type Packed = { cobro: PackedCobros; documento: PackedDocumentos; tarea: PackedTareas };
export type PackedPart = { [K in keyof Packed]: { kind: K; packed: Packed[K] } }[keyof Packed];

const PACK = { cobro: packCobros, documento: packDocumentos, tarea: packTareas };
const UNPACK = { cobro: unpackCobros, documento: unpackDocumentos, tarea: unpackTareas };

/** The part packed, with the buffers to transfer, or null where the list crosses as it is. */
export function packPart(
  kind: ListKind,
  items: ListItems[ListKind][],
): { part: PackedPart; transfer: ArrayBuffer[] } | null {
  if (kind === 'cobroEstimado') return null;
  const { packed, transfer } = PACK[kind](items as never);
  return { part: { kind, packed } as PackedPart, transfer };
}

export const unpackPart = (part: PackedPart): ListItems[ListKind][] =>
  UNPACK[part.kind](part.packed as never);
