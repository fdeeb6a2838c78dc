import { fromCents } from '../domain/cents';
import { formatMoney, formatUnits, type Currency } from '../domain/format';
import { RATE_SUPERVISED_CENTS, type WorkerPay } from '../domain/pay';
import { formatSignedCents } from '../domain/signed-money';

type Line = { label: string; formula?: string; value: string; total?: boolean };

const unitsTimes = (units: number, rateCents: number, currency: Currency) =>
  `${formatUnits(units)} u × ${formatMoney(fromCents(rateCents), currency)}`;

/**
 * The lines of the breakdown, in the order they add up: Devengado (units × rate per rate),
 * + Bonificaciones, − Descuentos, + the floor's give-back when a discount went past a cobro's pay,
 * + Supervisados, = A cobrar. Every amount is a field of the domain's WorkerPay, which adds up by
 * construction, so the lines shown always reach the figure shown.
 */
function payBreakdownLines(
  pay: WorkerPay,
  { currency = '$', supervises = false }: { currency?: Currency; supervises?: boolean } = {},
): Line[] {
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  const lines: Line[] = [
    {
      label: 'Devengado',
      formula:
        pay.ownByRate.length > 0
          ? pay.ownByRate.map((line) => unitsTimes(line.units, line.rateCents, currency)).join(' + ')
          : undefined,
      value: money(pay.ownCents),
    },
    { label: 'Bonificaciones', value: formatSignedCents(pay.bonusCents, currency) },
    { label: 'Descuentos', value: formatSignedCents(-pay.discountCents, currency) },
  ];
  if (pay.floorCents > 0)
    lines.push({
      label: 'Tope en 0 por cobro',
      formula: 'Un descuento no deja un cobro por debajo de 0',
      value: formatSignedCents(pay.floorCents, currency),
    });
  if (supervises || pay.supervisedCents > 0)
    lines.push({
      label: 'Supervisados',
      formula: unitsTimes(pay.supervisedUnits, RATE_SUPERVISED_CENTS, currency),
      value: formatSignedCents(pay.supervisedCents, currency),
    });
  lines.push({ label: 'A cobrar', value: money(pay.payCents), total: true });
  return lines;
}

/**
 * How a pay figure is made, as a description list in a group named by `label`: each amount is
 * readable by its label (dt), the amount first among its dd's and the units × rate after it.
 */
export function PayBreakdown({
  pay,
  label,
  currency = '$',
  supervises = false,
}: {
  pay: WorkerPay;
  /** The list's accessible name, e.g. 'Cálculo de Todos los meses'. */
  label: string;
  currency?: Currency;
  supervises?: boolean;
}) {
  return (
    <div role="group" aria-label={label}>
      <dl className="mb-0">
        {payBreakdownLines(pay, { currency, supervises }).map((line) => (
          <div
            key={line.label}
            className={`d-flex flex-wrap align-items-baseline column-gap-3 py-1 ${
              line.total ? 'border-top fw-semibold' : ''
            }`}
          >
            <dt className={line.total ? '' : 'fw-normal'}>{line.label}</dt>
            <dd className="mb-0 ms-auto order-last text-end text-nowrap">{line.value}</dd>
            {line.formula && <dd className="mb-0 small text-secondary">{line.formula}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
