/**
 * Money for the independent check, in integer céntimos. Written from the spec (section 9: two
 * decimals, thousands separated by commas, 'S/.' on the worker detail and '$' elsewhere) and the
 * house rule (round once per line, half up), without reading the app's own money code, so that a
 * mistake there cannot hide in here too.
 */

/** A wire amount (a JSON number or a decimal string, at most two decimals) in céntimos. */
export function wireCents(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Importe no legible en el wire: ${JSON.stringify(value)}`);
  const [, minus, whole, decimals = ''] = match;
  const padded = (decimals + '000000').slice(0, 6);
  // The micro-units beyond the céntimo must be zero: the wire carries at most two decimals.
  if (Number(padded.slice(2)) !== 0) throw new Error(`Más de dos decimales en el wire: ${value}`);
  const cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  return minus ? -cents : cents;
}

/**
 * `units × rateCents` céntimos, rounded half up once. Units may carry decimals (spreadsheet
 * units); they are read to the millesimal as text so binary floating point cannot tip a half.
 */
export function unitsTimesRate(units: number, rateCents: number): number {
  const milli = unitsMilli(units);
  const product = milli * rateCents; // céntimos × 1000
  const sign = product < 0 ? -1 : 1;
  const abs = Math.abs(product);
  return sign * (Math.floor(abs / 1000) + (abs % 1000 >= 500 ? 1 : 0));
}

/** Units in thousandths, exactly (units on the wire carry at most three decimals in practice). */
export function unitsMilli(units: number): number {
  const text = units.toFixed(6);
  const match = /^(-)?(\d+)\.(\d{6})$/.exec(text);
  if (!match) throw new Error(`Unidades no legibles: ${units}`);
  const [, minus, whole, decimals] = match;
  if (Number(decimals.slice(3)) !== 0) throw new Error(`Unidades con más de tres decimales: ${units}`);
  const milli = Number(whole) * 1000 + Number(decimals.slice(0, 3));
  return minus ? -milli : milli;
}

/** Units at one dollar each, in céntimos (Comparativa's 'Real'). */
export function unitsAsDollars(units: number): number {
  return unitsTimesRate(units, 100);
}

// A sign before the currency: '-', the typographic minus U+2212 (signed breakdown lines) or '+'.
const SHOWN = /^([-+\u2212])?(\$|S\/\.\s?)(-)?(\d{1,3}(?:,\d{3})*)\.(\d{2})$/;

/**
 * A figure as a screen shows it ('$1,234.50', 'S/. 12.50', '-$3.00', '+$3.33', '−S/. 1.11'), in céntimos. Anything
 * else (a missing separator, one decimal, a stray character) is an error, not a guess.
 */
export function parseShown(text: string, currency?: '$' | 'S/.'): number {
  const clean = text.replace(/\u00a0/g, ' ').trim();
  const match = SHOWN.exec(clean);
  if (!match) throw new Error(`Importe mostrado no legible: ${JSON.stringify(text)}`);
  const [, minusBefore, symbol, minusAfter, whole, decimals] = match;
  if (currency && symbol.replace(/\s/g, '') !== currency)
    throw new Error(`Moneda ${symbol.trim()} donde se esperaba ${currency}: ${JSON.stringify(text)}`);
  if (minusBefore && minusAfter) throw new Error(`Doble signo: ${JSON.stringify(text)}`);
  const cents = Number(whole.replace(/,/g, '')) * 100 + Number(decimals);
  const negative = (minusBefore !== undefined && minusBefore !== '+') || minusAfter !== undefined;
  return negative ? -cents : cents;
}

/** A balance as shown: 'Deuda: $12.00' (owed, positive), 'Fondo: $3.00' (credit, negative), '$0.00'. */
export function parseBalance(text: string): number {
  const clean = text.replace(/\s+/g, ' ').trim();
  const match = /^(Deuda|Fondo): (.+)$/.exec(clean);
  if (!match) {
    const cents = parseShown(clean, '$');
    if (cents !== 0) throw new Error(`Saldo sin Deuda/Fondo distinto de 0: ${JSON.stringify(text)}`);
    return 0;
  }
  const cents = parseShown(match[2], '$');
  return match[1] === 'Deuda' ? cents : -cents;
}

/** A footer that sums debts and funds apart: 'Deuda: $12.00' then 'Fondo: $3.00', in that order. */
export function parseDebtAndFunds(text: string): { debt: number; funds: number } {
  const clean = text.replace(/\s+/g, ' ').trim();
  const match = /^Deuda: (\S+) ?Fondo: (\S+)$/.exec(clean);
  if (!match) throw new Error(`Deuda y Fondo no legibles: ${JSON.stringify(text)}`);
  return { debt: parseShown(match[1], '$'), funds: parseShown(match[2], '$') };
}

/** A unit count as shown ('2,677', '12.5'). */
export function parseUnits(text: string): number {
  const clean = text.trim();
  if (!/^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$/.test(clean))
    throw new Error(`Unidades no legibles: ${JSON.stringify(text)}`);
  return Number(clean.replace(/,/g, ''));
}

/** For messages: céntimos as '$1,234.50'. */
export function showCents(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}
