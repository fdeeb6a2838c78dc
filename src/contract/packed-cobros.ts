import type { ClienteRef } from './cliente';
import type { Cobro } from './cobro';
import type { NamedRef } from './common';
import { MONTHS } from '../domain/months';
import type { TaskType } from '../domain/task-types';
import {
  NONE,
  TextWriter,
  buffersOf,
  idOrNaN,
  idOrNull,
  packClients,
  recordReader,
  recordWriter,
  textReader,
  unpackClients,
  type PackedClients,
  type PackedRecords,
  type PackedText,
} from './packed-columns';

/**
 * The checked cobros in columns, from the list worker to the page: a structured clone of 100,000
 * cobros took the page's main thread about 1.5 s; transferred typed arrays and one string cross
 * without a copy, and the page builds the objects back in a small part of that. Every value comes
 * back exactly, in fastCobro's key order; pooled clients, documents and users (fast-cobro.ts) are
 * one object again and different objects stay different, as a clone gives them. The reference
 * server sends a period's cobros in the same columns (cobro-columns-wire.ts, cobro-columns-encode.ts).
 */

/** A cobro's record lists (contenido, contenido_open, contenido_spr), in `registroStart` order. */
const RECORD_LISTS = 3;

const MONTH_INDEX: ReadonlyMap<string, number> = new Map(MONTHS.map((month, index) => [month, index]));

/**
 * A column for each field of the contract's cobro, its type following the field's: numbers as
 * float64 (NaN for an absent `periodos` field), flags as bytes, and everything else as an index: of
 * a string in `text`, of a pooled client, document or user, of the month in MONTHS (NONE is null).
 * Cobro i's k-th record list is `registroStart[3i + k]` up to `registroStart[3i + k + 1]`.
 */
type CobroColumns = {
  [K in Exclude<keyof Cobro, 'contenido' | 'contenido_open' | 'contenido_spr'>]-?: [Cobro[K]] extends [
    boolean,
  ]
    ? Uint8Array
    : [Cobro[K]] extends [number | undefined]
      ? Float64Array
      : Uint32Array;
} & { registroStart: Uint32Array };

/** Plain data only: typed arrays and one string, in plain objects. Safe for postMessage. */
export type PackedCobros = {
  text: PackedText;
  cobros: CobroColumns;
  registros: PackedRecords;
  clientes: PackedClients;
  documentos: { id: Float64Array; nombreDocumento: Uint32Array };
  /** One pool for both roles: a cobro's supervisor may be the very object that is another's worker. */
  usuarios: { id: Float64Array; nombre: Uint32Array };
};

/** Distinct objects in order of first sight, found by identity: fast-cobro.ts's pools stay pools. */
class Pool<T extends object> {
  readonly values: T[] = [];
  private readonly index = new Map<T, number>();

  at(value: T | null): number {
    if (value === null) return NONE;
    let at = this.index.get(value);
    if (at === undefined) {
      at = this.values.length;
      this.index.set(value, at);
      this.values.push(value);
    }
    return at;
  }
}

export function packCobros(cobros: readonly Cobro[]): { packed: PackedCobros; transfer: ArrayBuffer[] } {
  const count = cobros.length;
  const text = new TextWriter();
  const clientes = new Pool<ClienteRef>();
  const documentos = new Pool<NonNullable<Cobro['documento']>>();
  const usuarios = new Pool<NamedRef>();

  let registroCount = 0;
  for (const cobro of cobros)
    registroCount += cobro.contenido.length + cobro.contenido_open.length + cobro.contenido_spr.length;
  const registros = recordWriter(registroCount, text);
  const packedCobros: CobroColumns = {
    id: new Float64Array(count),
    cliente: new Uint32Array(count),
    documento: new Uint32Array(count),
    usuario_registra: new Uint32Array(count),
    usuario_supervisor: new Uint32Array(count),
    mes: new Uint32Array(count),
    tipo_tarea: new Float64Array(count),
    unidades: new Float64Array(count),
    bonificado: new Float64Array(count),
    sancionado: new Float64Array(count),
    nota_bonificado: new Uint32Array(count),
    nota_sancionado: new Uint32Array(count),
    registroStart: new Uint32Array(count * RECORD_LISTS + 1),
    pagado: new Uint8Array(count),
    fecha_creacion: new Uint32Array(count),
    anio: new Float64Array(count),
    tarifa: new Float64Array(count),
  };
  for (let at = 0; at < count; at += 1) {
    const cobro = cobros[at];
    const month = MONTH_INDEX.get(cobro.mes);
    // The type rules this out; a stray value must not travel as 'enero'.
    if (month === undefined) throw new TypeError(`Mes desconocido en el cobro ${cobro.id}: ${cobro.mes}`);
    packedCobros.id[at] = cobro.id;
    packedCobros.cliente[at] = clientes.at(cobro.cliente);
    packedCobros.documento[at] = documentos.at(cobro.documento);
    packedCobros.usuario_registra[at] = usuarios.at(cobro.usuario_registra);
    packedCobros.usuario_supervisor[at] = usuarios.at(cobro.usuario_supervisor);
    packedCobros.mes[at] = month;
    packedCobros.tipo_tarea[at] = cobro.tipo_tarea;
    packedCobros.unidades[at] = cobro.unidades;
    packedCobros.bonificado[at] = cobro.bonificado;
    packedCobros.sancionado[at] = cobro.sancionado;
    packedCobros.nota_bonificado[at] = text.orNone(cobro.nota_bonificado);
    packedCobros.nota_sancionado[at] = text.orNone(cobro.nota_sancionado);
    const start = at * RECORD_LISTS;
    packedCobros.registroStart[start + 1] = registros.add(cobro.contenido);
    packedCobros.registroStart[start + 2] = registros.add(cobro.contenido_open);
    packedCobros.registroStart[start + 3] = registros.add(cobro.contenido_spr);
    packedCobros.pagado[at] = cobro.pagado ? 1 : 0;
    packedCobros.fecha_creacion[at] = text.orNone(cobro.fecha_creacion);
    packedCobros.anio[at] = cobro.anio ?? NaN;
    packedCobros.tarifa[at] = cobro.tarifa ?? NaN;
  }

  const columns = {
    cobros: packedCobros,
    registros: registros.table,
    clientes: packClients(clientes.values, text),
    documentos: {
      id: Float64Array.from(documentos.values, (documento) => idOrNaN(documento.id)),
      nombreDocumento: Uint32Array.from(documentos.values, (documento) =>
        text.at(documento.nombre_documento),
      ),
    },
    usuarios: {
      id: Float64Array.from(usuarios.values, (usuario) => usuario.id),
      nombre: Uint32Array.from(usuarios.values, (usuario) => text.at(usuario.nombre)),
    },
  };
  const packedText = text.pack();
  return {
    packed: { text: packedText, ...columns },
    transfer: [packedText.textStart.buffer as ArrayBuffer, ...buffersOf(columns)],
  };
}

export function unpackCobros(packed: PackedCobros): Cobro[] {
  const { cobros, documentos, usuarios } = packed;
  const text = textReader(packed.text);
  const clientes = unpackClients(packed.clientes, text);
  const documentoPool: NonNullable<Cobro['documento']>[] = Array.from(documentos.id, (id, at) => ({
    id: idOrNull(id),
    nombre_documento: text.of(documentos.nombreDocumento[at]),
  }));
  const usuarioPool: NamedRef[] = Array.from(usuarios.id, (id, at) => ({
    id,
    nombre: text.of(usuarios.nombre[at]),
  }));
  const pooled = <T>(pool: T[], at: number): T | null => (at === NONE ? null : pool[at]);
  const registroList = recordReader(packed.registros, text);
  const starts = cobros.registroStart;
  const out: Cobro[] = [];
  for (let at = 0; at < cobros.id.length; at += 1) {
    const start = at * RECORD_LISTS;
    const cobro: Cobro = {
      id: cobros.id[at],
      cliente: pooled(clientes, cobros.cliente[at]),
      documento: pooled(documentoPool, cobros.documento[at]),
      usuario_registra: pooled(usuarioPool, cobros.usuario_registra[at]),
      usuario_supervisor: pooled(usuarioPool, cobros.usuario_supervisor[at]),
      mes: MONTHS[cobros.mes[at]],
      // packCobros wrote only task types here.
      tipo_tarea: cobros.tipo_tarea[at] as TaskType,
      unidades: cobros.unidades[at],
      bonificado: cobros.bonificado[at],
      sancionado: cobros.sancionado[at],
      nota_bonificado: text.orNull(cobros.nota_bonificado[at]),
      nota_sancionado: text.orNull(cobros.nota_sancionado[at]),
      contenido: registroList(starts[start], starts[start + 1]),
      contenido_open: registroList(starts[start + 1], starts[start + 2]),
      contenido_spr: registroList(starts[start + 2], starts[start + 3]),
      pagado: cobros.pagado[at] === 1,
      fecha_creacion: text.orNull(cobros.fecha_creacion[at]),
    };
    // Added only when sent, after the other keys, as fastCobro and zod give them.
    if (!Number.isNaN(cobros.anio[at])) cobro.anio = cobros.anio[at];
    if (!Number.isNaN(cobros.tarifa[at])) cobro.tarifa = cobros.tarifa[at];
    out.push(cobro);
  }
  return out;
}
