import type { Cobro } from './cobro';
import { NONE, type PackedText } from './packed-columns';
import { unpackCobros, type PackedCobros } from './packed-cobros';
import { MONTHS } from '../domain/months';
import { isTaskType } from '../domain/task-types';

/**
 * `listar_cobro/?anio=&mes=&formato=columnas`, the reference server's addition to `resumenes`: a
 * period's cobros in the columns of packed-cobros.ts, as bytes (`application/octet-stream`). The
 * page builds the cobros from them in a fifth of the time JSON.parse and the list's check take
 * (a month at the large seed: 8,400 cobros, 6.7 MB of JSON), with no text to parse at all.
 *
 * The body is a run of parts, each a group of consecutive cobros packed apart, so the server keeps
 * each group's part as it keeps its JSON. A part, every offset a multiple of 8 from its start:
 * - its length in bytes (u32, little-endian) and its header's (u32);
 * - the header, JSON in UTF-8: `{"columnas": [[path, type, length], ...], "texto": bytes}`, each
 *   column named by its path in PackedCobros ('cobros.id') with type 'f64', 'u32' or 'u8';
 * - each column's values, little-endian, in the header's order;
 * - the text of every string, in UTF-8 (`text` of PackedText);
 * each padded with zeros to a multiple of 8. The columns must be exactly PackedCobros's, in its
 * order; every index must point inside its pool, text or records, and every value must be of
 * its field's kind. Anything else is refused as a whole.
 */

export type ColumnType = 'f64' | 'u32' | 'u8';
export type PartHeader = { columnas: [string, ColumnType, number][]; texto: number };

const VIEW = {
  f64: (buffer: ArrayBuffer, at: number, length: number) => new Float64Array(buffer, at, length),
  u32: (buffer: ArrayBuffer, at: number, length: number) => new Uint32Array(buffer, at, length),
  u8: (buffer: ArrayBuffer, at: number, length: number) => new Uint8Array(buffer, at, length),
};
/** Every piece of a part starts at a multiple of 8 from the part's start. */
export const padded = (bytes: number) => Math.ceil(bytes / 8) * 8;

/**
 * The columns a part holds, path and type, in PackedCobros's key order and then the text's starts:
 * what packCobros writes (cobro-columns-encode.ts builds the list from it, and its test holds the
 * two equal). Written out so the page's bundle carries no packing code.
 */
export const PART_COLUMNS: readonly string[] = [
  'cobros.id:f64',
  'cobros.cliente:u32',
  'cobros.documento:u32',
  'cobros.usuario_registra:u32',
  'cobros.usuario_supervisor:u32',
  'cobros.mes:u32',
  'cobros.tipo_tarea:f64',
  'cobros.unidades:f64',
  'cobros.bonificado:f64',
  'cobros.sancionado:f64',
  'cobros.nota_bonificado:u32',
  'cobros.nota_sancionado:u32',
  'cobros.registroStart:u32',
  'cobros.pagado:u8',
  'cobros.fecha_creacion:u32',
  'cobros.anio:f64',
  'cobros.tarifa:f64',
  'registros.id:f64',
  'registros.nombreCompleto:u32',
  'registros.unidades:f64',
  'clientes.id:f64',
  'clientes.nombre:u32',
  'clientes.agenciaStart:u32',
  'clientes.agencias.id:f64',
  'clientes.agencias.nombre:u32',
  'documentos.id:f64',
  'documentos.nombreDocumento:u32',
  'usuarios.id:f64',
  'usuarios.nombre:u32',
  'text.textStart:u32',
];

export class CobroColumnsError extends Error {}

const refuse = (why: string): never => {
  throw new CobroColumnsError(`Columnas de cobros no válidas: ${why}`);
};

/** The cobros of a whole body (every part, in order). Throws CobroColumnsError on anything off. */
export function decodeCobroColumns(body: ArrayBuffer): Cobro[] {
  // Little-endian hosts only read the columns in place; every browser the app supports is one.
  const cobros: Cobro[] = [];
  let at = 0;
  while (at < body.byteLength) {
    if (body.byteLength - at < 8) refuse('parte incompleta');
    const view = new DataView(body, at);
    const size = view.getUint32(0, true);
    const headerLength = view.getUint32(4, true);
    if (size % 8 !== 0 || size < 8 + headerLength || at + size > body.byteLength) refuse('tamaño de parte');
    const packed = readPart(body, at, size, headerLength);
    checkPart(packed);
    for (const cobro of unpackCobros(packed)) cobros.push(cobro);
    at += size;
  }
  return cobros;
}

function readPart(body: ArrayBuffer, start: number, size: number, headerLength: number): PackedCobros {
  let header: PartHeader;
  try {
    header = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(body, start + 8, headerLength)),
    ) as PartHeader;
  } catch {
    return refuse('cabecera');
  }
  const listed = Array.isArray(header?.columnas) ? header.columnas : refuse('cabecera');
  const paths = listed.map((entry) =>
    Array.isArray(entry) ? `${String(entry[0])}:${String(entry[1])}` : '',
  );
  if (paths.join() !== PART_COLUMNS.join()) refuse('columnas');
  const end = start + size;
  let at = start + 8 + padded(headerLength);
  const packed: Record<string, unknown> = {};
  for (const [path, type, length] of listed) {
    if (!Number.isSafeInteger(length) || length < 0) refuse(`longitud de ${path}`);
    const bytes = length * (type === 'f64' ? 8 : type === 'u32' ? 4 : 1);
    if (at + bytes > end) refuse(`${path} fuera de la parte`);
    const keys = path.split('.');
    let into = packed;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys[keys.length - 1]] = VIEW[type](body, at, length);
    at += padded(bytes);
  }
  const textBytes = header.texto;
  if (!Number.isSafeInteger(textBytes) || textBytes < 0 || at + textBytes > end) refuse('texto');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(body, at, textBytes));
  } catch {
    return refuse('texto');
  }
  (packed.text as { text: string }).text = text;
  return packed as PackedCobros;
}

const isId = (value: number) => Number.isSafeInteger(value);
const isIdOrNone = (value: number) => Number.isNaN(value) || Number.isSafeInteger(value);

/** Every index inside what it points at, every value of its field's kind. */
function checkPart({ text, cobros, registros, clientes, documentos, usuarios }: PackedCobros): void {
  const strings = checkText(text);
  const count = cobros.id.length;
  const isText = (at: number) => at < strings;
  const isTextOrNone = (at: number) => at === NONE || at < strings;
  const inPool = (size: number) => (at: number) => at === NONE || at < size;
  const all = (column: ArrayLike<number>, ok: (value: number) => boolean, what: string) => {
    for (let at = 0; at < column.length; at += 1) if (!ok(column[at])) refuse(what);
  };
  for (const [name, column] of Object.entries(cobros))
    if (column.length !== (name === 'registroStart' ? count * 3 + 1 : count))
      refuse(`longitud de cobros.${name}`);
  all(cobros.id, isId, 'id de cobro');
  all(cobros.cliente, inPool(clientes.id.length), 'cliente de cobro');
  all(cobros.documento, inPool(documentos.id.length), 'documento de cobro');
  all(cobros.usuario_registra, inPool(usuarios.id.length), 'usuario de cobro');
  all(cobros.usuario_supervisor, inPool(usuarios.id.length), 'supervisor de cobro');
  all(cobros.mes, (mes) => mes < MONTHS.length, 'mes');
  all(cobros.tipo_tarea, isTaskType, 'tipo de tarea');
  for (const amount of [cobros.unidades, cobros.bonificado, cobros.sancionado])
    all(amount, Number.isFinite, 'monto');
  all(cobros.nota_bonificado, isTextOrNone, 'nota');
  all(cobros.nota_sancionado, isTextOrNone, 'nota');
  all(cobros.pagado, (flag) => flag <= 1, 'pagado');
  all(cobros.fecha_creacion, isTextOrNone, 'fecha');
  all(cobros.anio, (anio) => Number.isNaN(anio) || Number.isSafeInteger(anio), 'año');
  all(cobros.tarifa, (tarifa) => Number.isNaN(tarifa) || Number.isFinite(tarifa), 'tarifa');
  checkStarts(cobros.registroStart, registros.id.length, 'registros');
  if (
    registros.nombreCompleto.length !== registros.id.length ||
    registros.unidades.length !== registros.id.length
  )
    refuse('longitud de registros');
  all(registros.id, isIdOrNone, 'id de registro');
  all(registros.nombreCompleto, isText, 'nombre de registro');
  all(registros.unidades, Number.isFinite, 'unidades de registro');
  const { agencias } = clientes;
  if (
    clientes.nombre.length !== clientes.id.length ||
    clientes.agenciaStart.length !== clientes.id.length + 1
  )
    refuse('longitud de clientes');
  all(clientes.id, isIdOrNone, 'id de cliente');
  all(clientes.nombre, isText, 'nombre de cliente');
  checkStarts(clientes.agenciaStart, agencias.id.length, 'agencias');
  if (agencias.nombre.length !== agencias.id.length) refuse('longitud de agencias');
  all(agencias.id, isIdOrNone, 'id de agencia');
  all(agencias.nombre, isText, 'nombre de agencia');
  if (documentos.nombreDocumento.length !== documentos.id.length) refuse('longitud de documentos');
  all(documentos.id, isIdOrNone, 'id de documento');
  all(documentos.nombreDocumento, isText, 'nombre de documento');
  if (usuarios.nombre.length !== usuarios.id.length) refuse('longitud de usuarios');
  all(usuarios.id, isId, 'id de usuario');
  all(usuarios.nombre, isText, 'nombre de usuario');
}

/** Starts from 0, never going back, ending at `total`: each slice lies inside what it slices. */
function checkStarts(starts: Uint32Array, total: number, what: string): void {
  if (starts.length === 0 || starts[0] !== 0 || starts[starts.length - 1] !== total) refuse(what);
  for (let at = 1; at < starts.length; at += 1) if (starts[at] < starts[at - 1]) refuse(what);
}

/** How many strings the text holds, once its starts are checked against it. */
function checkText({ text, textStart }: PackedText): number {
  checkStarts(textStart, text.length, 'texto');
  return textStart.length - 1;
}
