import { packCobros, unpackCobros } from './cobro-codec';
import { packDocumentos, unpackDocumentos } from './documento-codec';
import type { ListItems, ListKind } from './list-readers';
import { packTareas, unpackTareas } from './tarea-codec';

/**
 * The lists whose parts cross from the worker to the page in columns instead of by structured
 * clone, where that copy costs the page's main thread most (cobros, documents' records, tasks).
 * The estimates (about 15 ms by clone) cross as they are.
 */
const CODECS = {
  cobro: { pack: packCobros, unpack: unpackCobros },
  documento: { pack: packDocumentos, unpack: unpackDocumentos },
  tarea: { pack: packTareas, unpack: unpackTareas },
};
type Codecs = typeof CODECS;

export type PackedPart = {
  [K in keyof Codecs]: { kind: K; packed: ReturnType<Codecs[K]['pack']>['packed'] };
}[keyof Codecs];

/** The part packed, with the buffers to transfer, or null where the list crosses as it is. */
export function packPart(
  kind: ListKind,
  items: ListItems[ListKind][],
): { part: PackedPart; transfer: ArrayBuffer[] } | null {
  if (kind === 'cobroEstimado') return null;
  const { packed, transfer } = CODECS[kind].pack(items as never);
  return { part: { kind, packed } as PackedPart, transfer };
}

export const unpackPart = (part: PackedPart): ListItems[ListKind][] =>
  CODECS[part.kind].unpack(part.packed as never);
