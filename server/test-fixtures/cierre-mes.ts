import type { Database } from '../db/sqlite-driver';
import { CIERRE_MESSAGES, type LiquidacionWire } from '../../src/contract/cierre-mes';
import { cobroListSchema } from '../../src/contract/cobro';
import { userListSchema } from '../../src/contract/usuario';
import { payroll, type Payroll } from '../../src/domain/pay';
import type { Call } from '../test-support';
import { USER_IDS } from '../test-support';

/**
 * Helpers of the `cierre_mes` and `auditoria` route tests, bound to a file's `send`. Cobros are
 * written through the API (the admin's assign-payment call), so the rules, the lock and the
 * history apply to them as to any other.
 */

type Sent = { statusCode: number; json: () => unknown };
type Send = (call: Call, userId?: number | null) => Promise<Sent>;

/** A period query refused 400: its case, the query, and the field the refusal names with its message. */
export const BAD_PERIOD_QUERIES: readonly (readonly [string, string, 'anio' | 'mes', string])[] = [
  ['a year out of range', 'anio=1999&mes=mayo', 'anio', CIERRE_MESSAGES.anioInvalido],
  ['a year that is not a number', 'anio=dos&mes=mayo', 'anio', CIERRE_MESSAGES.anioInvalido],
  ['no year', 'mes=mayo', 'anio', CIERRE_MESSAGES.anioInvalido],
  ['a capitalised month', 'anio=2026&mes=Mayo', 'mes', CIERRE_MESSAGES.mesInvalido],
  ['an unknown month', 'anio=2026&mes=mayos', 'mes', CIERRE_MESSAGES.mesInvalido],
  ['no month', 'anio=2026', 'mes', CIERRE_MESSAGES.mesInvalido],
];

/** Client 2 is active and has documents; the first of them with records. */
export const CLIENTE = 2;

export function cierreFixture(send: Send, db: () => Database) {
  const documento = () =>
    db()
      .prepare(
        `SELECT d.id FROM documentos d WHERE d.cliente_id = ? AND d.tipo = 1
           AND EXISTS (SELECT 1 FROM documento_registros r WHERE r.documento_id = d.id) ORDER BY d.id LIMIT 1`,
      )
      .pluck()
      .get(CLIENTE) as number;
  const registros = (documentoId: number) =>
    db()
      .prepare('SELECT id FROM documento_registros WHERE documento_id = ? ORDER BY id')
      .pluck()
      .all(documentoId) as number[];

  async function expectStatus<T>(call: Call, status: number, userId?: number): Promise<T> {
    const response = await (userId === undefined ? send(call) : send(call, userId));
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    return response.json() as T;
  }

  /**
   * An assigned cobro: Bill with the units given, or Open with the document's first `records`
   * records (so modificar_cobro has records to change). Answers its id.
   */
  async function assign(input: {
    usuario: number;
    mes: string;
    supervisor?: number | null;
    unidades?: number;
    records?: number;
  }): Promise<number> {
    const documentoId = documento();
    const body =
      input.records === undefined
        ? { tipo_tarea: 3, unidades: input.unidades ?? 10, contenido: [] }
        : {
            tipo_tarea: 4,
            contenido: registros(documentoId)
              .slice(0, input.records)
              .map((id) => ({ id })),
          };
    const answer = await expectStatus<{ id: number }>(
      {
        method: 'POST',
        url: '/api/insertar_cobro/',
        payload: {
          usuario_registra: input.usuario,
          cliente: CLIENTE,
          documento: documentoId,
          mes: input.mes,
          usuario_supervisor: input.supervisor ?? null,
          ...body,
        },
      },
      201,
      USER_IDS.admin,
    );
    return answer.id;
  }

  const liquidacion = (anio: number, mes: string) =>
    expectStatus<LiquidacionWire>(
      { method: 'GET', url: `/api/ext/liquidacion/?anio=${anio}&mes=${mes}` },
      200,
      USER_IDS.superadmin,
    );

  /** What 'Lista Pagos' computes for the period: the domain payroll over listar_cobro/ and usuario/. */
  async function listaPagos(anio: number, mes: string): Promise<Payroll> {
    const cobros = cobroListSchema.parse(
      await expectStatus({ method: 'GET', url: '/api/listar_cobro/' }, 200, USER_IDS.superadmin),
    );
    const users = userListSchema.parse(
      await expectStatus({ method: 'GET', url: '/api/usuario/' }, 200, USER_IDS.superadmin),
    );
    return payroll(
      cobros.filter((cobro) => cobro.anio === anio && cobro.mes === mes),
      users.map((user) => ({
        id: user.id,
        nombre: `${user.first_name} ${user.last_name}`.trim() || user.username,
        rol: user.rol?.nombre ?? null,
      })),
    );
  }

  async function close(anio: number, mes: string, usuario?: number) {
    return expectStatus<{ id: number; usuario: { id: number } }[]>(
      { method: 'POST', url: '/api/ext/cierres/', payload: { anio, mes, usuario } },
      201,
      USER_IDS.admin,
    );
  }

  const reopen = (id: number) =>
    expectStatus(
      {
        method: 'DELETE',
        url: `/api/ext/cierres/${id}/`,
        payload: { motivo: 'Corrección pedida por el trabajador' },
      },
      200,
      USER_IDS.superadmin,
    );

  /** An Insert Bill payment of `unidades` for `usuario` (insertar_cobro_doble/). */
  const billPayment = (usuario: number, mes: string, unidades: number): Call => ({
    method: 'POST',
    url: '/api/insertar_cobro_doble/',
    payload: {
      cliente: CLIENTE,
      documento: documento(),
      usuario_registra: usuario,
      unidades,
      mes,
      tipo_tarea: 3,
    },
  });

  const rolId = (nombre: string) =>
    db().prepare('SELECT id FROM roles WHERE nombre = ?').pluck().get(nombre) as number;

  return {
    assign,
    billPayment,
    liquidacion,
    listaPagos,
    close,
    reopen,
    rolId,
    registros,
    documento,
    expectStatus,
  };
}
