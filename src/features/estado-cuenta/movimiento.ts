import type { MovimientoWire } from '../../contract/estado-cuenta';
import { toCents } from '../../domain/cents';
import { balanceCents } from '../../domain/finance';

export const TIPO_LABEL: Record<MovimientoWire['tipo'], string> = {
  cargo: 'Cargo',
  ajuste: 'Ajuste',
  pago: 'Pago',
};

/** A running balance in the words of 'Pagos de Clientes': positive is a debt, negative a fund. */
export const saldoOf = (saldo: number) => balanceCents(toCents(saldo), 0);
