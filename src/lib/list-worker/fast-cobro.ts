import type { Cobro, CobroRegistro } from '../../contract/cobro';
import { fastId, fastNumber, fastOptionalId } from './check-list';
import { idOrNull } from './columns';
import { amountKind, flagKind, idKind, monthKind, noteKind, recordsKind, taskTypeKind } from './field-kinds';
import {
  optionalNumber,
  packTable,
  tableReader,
  unpackTable,
  type FieldTable,
  type PackedTable,
} from './field-table';
import { clienteKind, documentoKind, usuarioKind } from './cobro-refs';

/**
 * `cobroSchema` (src/contract/cobro.ts) field by field, in its key order: what the list worker's
 * fast reader takes (check-list.ts) and how each field crosses to the page (field-table.ts).
 * The three record lists share one table, the two users one pool.
 */
const registrosKind = recordsKind<CobroRegistro['id']>(fastOptionalId, idOrNull);

export const COBRO_TABLE: FieldTable<Cobro> = {
  id: idKind,
  cliente: clienteKind,
  documento: documentoKind,
  usuario_registra: usuarioKind,
  usuario_supervisor: usuarioKind,
  mes: monthKind,
  tipo_tarea: taskTypeKind,
  unidades: amountKind,
  bonificado: amountKind,
  sancionado: amountKind,
  nota_bonificado: noteKind,
  nota_sancionado: noteKind,
  contenido: registrosKind,
  contenido_open: registrosKind,
  contenido_spr: registrosKind,
  pagado: flagKind,
  fecha_creacion: noteKind,
  // `periodos`: zod keeps an optional key that is there and adds none that is not.
  anio: optionalNumber(fastId),
  tarifa: optionalNumber(fastNumber),
};

/** The cobro reader of one list, with its own pools: the cobro as cobroSchema outputs it, or undefined. */
export const cobroListReader = tableReader(COBRO_TABLE);

/** One cobro read alone (its own pools). */
export const fastCobro = (item: unknown): Cobro | undefined => cobroListReader()(item);

export type PackedCobros = PackedTable;
export const packCobros = (cobros: readonly Cobro[]) => packTable(COBRO_TABLE, cobros);
export const unpackCobros = (packed: PackedCobros): Cobro[] => unpackTable(COBRO_TABLE, packed);
