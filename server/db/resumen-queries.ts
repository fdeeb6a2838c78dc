import type { Database } from './sqlite-driver';
import type { ComparativaCobro } from '../../src/domain/comparativa';
import type { PayCobro } from '../../src/domain/pay';
import { wireDate } from '../dates';

/**
 * What the summaries of extension `resumenes` read beside the lists the API already answers: the
 * documents without their records, and the cobros as only the figures they are priced and
 * compared by. The values are those `list_client_document…` and `listar_cobro/` send (a stored
 * REAL or céntimos over 100 reads back as the very double the wire's JSON holds), so the domain
 * computes the same céntimos from either.
 */

export type ResumenDocumento = {
  id: number;
  nombre_archivo: string;
  cliente: { id: number };
  fecha_creacion: string;
};

export type ResumenCobro = PayCobro & ComparativaCobro;

type DocumentoRow = { id: number; nombre_archivo: string; cliente_id: number; fecha_creacion: string };

export function resumenDocumentos(db: Database): ResumenDocumento[] {
  const rows = db
    .prepare(
      'SELECT id, nombre_archivo, cliente_id, fecha_creacion FROM documentos ORDER BY fecha_creacion DESC, id DESC',
    )
    .all() as DocumentoRow[];
  return rows.map((row) => ({
    id: row.id,
    nombre_archivo: row.nombre_archivo,
    cliente: { id: row.cliente_id },
    fecha_creacion: wireDate(row.fecha_creacion),
  }));
}

type CobroRow = [
  id: number,
  documentoId: number | null,
  registraId: number,
  supervisorId: number | null,
  mes: string,
  tipoTarea: number,
  unidades: number,
  bonificadoCents: number,
  sancionadoCents: number,
  tarifaCents: number | null,
];

type Records = {
  contenido: { unidades: number }[];
  contenido_open: { unidades: number }[];
  contenido_spr: { unidades: number }[];
};

const RECORD_LIST = { bill: 'contenido', open: 'contenido_open', spr: 'contenido_spr' } as const;

/** Every cobro, newest first as the list sends them, with its records' units in the order the list has them. */
export function resumenCobros(db: Database): ResumenCobro[] {
  const records = new Map<number, Records>();
  const recordRows = db
    .prepare('SELECT cobro_id, kind, unidades FROM cobro_registros ORDER BY cobro_id, id')
    .raw()
    .all() as [number, keyof typeof RECORD_LIST, number][];
  for (const [cobroId, kind, unidades] of recordRows) {
    let own = records.get(cobroId);
    if (!own) {
      own = { contenido: [], contenido_open: [], contenido_spr: [] };
      records.set(cobroId, own);
    }
    own[RECORD_LIST[kind]].push({ unidades });
  }
  const rows = db
    .prepare(
      `SELECT id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades,
         bonificado_cents, sancionado_cents, tarifa_cents
       FROM cobros ORDER BY id DESC`,
    )
    .raw()
    .all() as CobroRow[];
  return rows.map(
    ([id, documentoId, registraId, supervisorId, mes, tipoTarea, unidades, bonus, discount, tarifa]) => ({
      id,
      documento: documentoId === null ? null : { id: documentoId },
      // Names are not read: the summaries show no cobro.
      usuario_registra: { id: registraId, nombre: '' },
      usuario_supervisor: supervisorId === null ? null : { id: supervisorId },
      mes,
      tipo_tarea: tipoTarea,
      unidades,
      bonificado: bonus / 100,
      sancionado: discount / 100,
      tarifa: tarifa === null ? null : tarifa / 100,
      ...(records.get(id) ?? { contenido: [], contenido_open: [], contenido_spr: [] }),
    }),
  );
}
