import type { Cobro } from '../../contract/cobro';
import { packCobros, unpackCobros, type PackedCobros } from './cobro-codec';
import type { ListItems, ListKind } from './list-readers';

/**
 * A part of a list that crosses from the worker to the page in columns (cobro-codec.ts) instead of
 * by structured clone, where that copy costs the page's main thread most: listar_cobro/'s 100,000
 * cobros. The other lists are a tenth of its size or less and cross as they are.
 */
export type PackedPart = { kind: 'cobro'; packed: PackedCobros };

/** The part packed, with the buffers to transfer, or null where the list crosses as it is. */
export function packPart(
  kind: ListKind,
  items: ListItems[ListKind][],
): { part: PackedPart; transfer: ArrayBuffer[] } | null {
  if (kind !== 'cobro') return null;
  const { packed, transfer } = packCobros(items as Cobro[]);
  return { part: { kind, packed }, transfer };
}

export const unpackPart = (part: PackedPart): ListItems[ListKind][] => unpackCobros(part.packed);
