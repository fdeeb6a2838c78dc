import type { Cobro } from '../../contract/cobro';
import type { Documento } from '../../contract/documento';
import { packCobros, unpackCobros, type PackedCobros } from './cobro-codec';
import { packDocumentos, unpackDocumentos, type PackedDocumentos } from './documento-codec';
import type { ListItems, ListKind } from './list-readers';

/**
 * A part of a list that crosses from the worker to the page in columns (cobro-codec.ts,
 * documento-codec.ts) instead of by structured clone, where that copy costs the page's main thread
 * most: listar_cobro/'s 100,000 cobros and listar_documentacion/'s 280,000 records. The task and
 * estimate lists cost the page about 50 and 15 ms by clone, and cross as they are.
 */
export type PackedPart =
  { kind: 'cobro'; packed: PackedCobros } | { kind: 'documento'; packed: PackedDocumentos };

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
  return null;
}

export const unpackPart = (part: PackedPart): ListItems[ListKind][] =>
  part.kind === 'cobro' ? unpackCobros(part.packed) : unpackDocumentos(part.packed);
