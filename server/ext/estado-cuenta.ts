import type { Database } from '../db/sqlite-driver';
import {
  ESTADO_CUENTA_MESSAGES,
  VERIFICAR_DETALLE,
  movimientoDescripcion,
  type DiferenciaSaldoWire,
  type EstadoCuentaQuery,
  type EstadoCuentaWire,
  type VerificarSaldosWire,
} from '../../src/contract/estado-cuenta';
import { historialPagoListSchema } from '../../src/contract/finanzas';
import { fromCents, toCents, type Cents } from '../../src/domain/cents';
import { clientMovements, statement } from '../../src/domain/client-account';
import { balanceCents } from '../../src/domain/finance';
import { paidByClient } from '../../src/domain/finance-joins';
import {
  accountInputOf,
  findClienteRef,
  listClienteRefs,
  listMontosSinPago,
  listPagoLinks,
  type ClienteRef,
} from '../db/estado-cuenta-queries';
import { listMontosExtra } from '../db/monto-extra-queries';
import { listPagos } from '../db/pagos-queries';

/**
 * Extension `estado_cuenta`: a client's statement through the domain's account functions, and
 * the check of every client's paid amount and balance against its payment history.
 */

/** The statement of one client, or undefined when there is no such client. */
export function estadoCuenta(
  db: Database,
  clienteId: number,
  query: EstadoCuentaQuery,
): EstadoCuentaWire | undefined {
  const cliente = findClienteRef(db, clienteId);
  if (!cliente) return undefined;
  const period = statement(
    clientMovements(clienteId, accountInputOf(db, clienteId)),
    query.desde,
    query.hasta,
  );
  return {
    cliente,
    desde: query.desde ?? null,
    hasta: query.hasta ?? null,
    saldo_inicial: fromCents(period.saldoInicialCents),
    movimientos: period.movimientos.map((movement) => ({
      fecha: movement.fecha,
      tipo: movement.tipo,
      descripcion: movimientoDescripcion(movement),
      documento: movement.documento,
      cargo: fromCents(movement.cargoCents),
      abono: fromCents(movement.abonoCents),
      saldo: fromCents(movement.saldoCents),
    })),
    saldo_final: fromCents(period.saldoFinalCents),
  };
}

/**
 * Why each client's payments and extra amounts do not pair one to one: a payment without its
 * extra amount, of another amount or of another client, an extra amount held by several payments
 * or by none. Causes are listed under the client of the row that carries them.
 */
function pairingCauses(db: Database): Map<number, string[]> {
  const causes = new Map<number, string[]>();
  const add = (clienteId: number, cause: string) => {
    const list = causes.get(clienteId);
    if (list) list.push(cause);
    else causes.set(clienteId, [cause]);
  };
  const holders = new Map<number, { clienteId: number; pagos: number[] }>();
  for (const link of listPagoLinks(db)) {
    if (link.monto_id === null || link.monto_cliente_id === null || link.monto_monto_cents === null) {
      add(link.cliente_id, VERIFICAR_DETALLE.pagoSinMonto(link.id, link.monto_cents));
      continue;
    }
    const held = holders.get(link.monto_id);
    if (held) held.pagos.push(link.id);
    else holders.set(link.monto_id, { clienteId: link.monto_cliente_id, pagos: [link.id] });
    if (link.monto_cliente_id !== link.cliente_id) {
      add(
        link.cliente_id,
        VERIFICAR_DETALLE.pagoDeOtroCliente(link.id, link.monto_id, link.monto_cliente_id),
      );
      add(
        link.monto_cliente_id,
        VERIFICAR_DETALLE.montoDeOtroCliente(link.monto_id, link.id, link.cliente_id),
      );
    } else if (link.monto_cents !== link.monto_monto_cents) {
      add(
        link.cliente_id,
        VERIFICAR_DETALLE.pagoDistinto(link.id, link.monto_cents, link.monto_id, link.monto_monto_cents),
      );
    }
  }
  for (const [montoId, { clienteId, pagos }] of holders) {
    if (pagos.length > 1) add(clienteId, VERIFICAR_DETALLE.montoRepetido(montoId, pagos));
  }
  for (const monto of listMontosSinPago(db)) {
    add(monto.cliente_id, VERIFICAR_DETALLE.montoSinPago(monto.id, monto.monto_cents));
  }
  return causes;
}

/**
 * Every client's paid amount as the server answers it (the sum of its extra amounts in
 * `listar_monto_extra/`) against the sum of its payments in `listar_historial_pago/`, and the
 * balance each gives against the estimate. A client disagrees when the sums differ or a row does
 * not pair; clients that agree are not listed.
 */
export function verificarSaldos(db: Database): VerificarSaldosWire {
  const clientes: ClienteRef[] = listClienteRefs(db);
  const registrado = paidByClient(listMontosExtra(db));
  const historial = new Map<number, Cents>();
  // Read through the contract, as the app reads listar_historial_pago/.
  for (const pago of historialPagoListSchema.parse(listPagos(db))) {
    historial.set(pago.cliente_id, (historial.get(pago.cliente_id) ?? 0) + toCents(pago.monto));
  }
  const causes = pairingCauses(db);
  const diferencias: DiferenciaSaldoWire[] = [];
  for (const cliente of clientes) {
    const registradoCents = registrado.get(cliente.id) ?? 0;
    const historialCents = historial.get(cliente.id) ?? 0;
    const own = causes.get(cliente.id) ?? [];
    if (registradoCents === historialCents && own.length === 0) continue;
    const detalle = [...own];
    if (registradoCents !== historialCents) {
      // Read only for a client that disagrees: the estimate is its charges and adjustments alone.
      const charges = clientMovements(cliente.id, { ...accountInputOf(db, cliente.id), pagos: [] });
      const estimatedCents = charges.at(-1)?.saldoCents ?? 0;
      detalle.unshift(VERIFICAR_DETALLE.sumas(registradoCents, historialCents));
      detalle.push(
        VERIFICAR_DETALLE.saldos(
          balanceCents(estimatedCents, registradoCents),
          balanceCents(estimatedCents, historialCents),
        ),
      );
    }
    diferencias.push({
      cliente,
      pagado_registrado: fromCents(registradoCents),
      pagado_historial: fromCents(historialCents),
      detalle: detalle.join(' '),
    });
  }
  return { revisados: clientes.length, diferencias };
}

/** The check as the CLI prints it, one line per client that disagrees, in Spanish. */
export function verificarSaldosLines({ revisados, diferencias }: VerificarSaldosWire): string[] {
  if (diferencias.length === 0) return [ESTADO_CUENTA_MESSAGES.todosCuadran(revisados)];
  return [
    ESTADO_CUENTA_MESSAGES.conDiferencias(diferencias.length, revisados),
    ...diferencias.map((diferencia) =>
      ESTADO_CUENTA_MESSAGES.diferencia(
        diferencia.cliente.nombre,
        diferencia.cliente.id,
        diferencia.pagado_registrado,
        diferencia.pagado_historial,
        diferencia.detalle,
      ),
    ),
  ];
}
