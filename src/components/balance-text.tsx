import { fromCents } from '../domain/cents';
import type { BalanceCents } from '../domain/finance';
import { formatMoney } from '../domain/format';

/** A balance as 'Pagos de Clientes' words it: 'Deuda: $X' in red, 'Fondo: $X' in green, or $0.00. */
export function BalanceText({ balance }: { balance: BalanceCents }) {
  if (balance.kind === 'Saldado') return <span className="text-secondary">{formatMoney(0)}</span>;
  return (
    <span className={`text-nowrap ${balance.kind === 'Deuda' ? 'text-danger' : 'text-success'}`}>
      {balance.kind}: {formatMoney(fromCents(balance.cents))}
    </span>
  );
}
