import { describe, expect, it } from 'vitest';
import { lineCents, parseCents } from './cents';
import { cleanNumber, orZero, roundTo } from './numeric';
import { cobroUnits, type CobroUnitsInput } from './units';

/**
 * The money and unit rules have fast routes for whole numbers (they run once per cobro
 * on the finance screens). Each must give exactly what the general route gives: here the general
 * routes, as they were written before the fast ones, are compared with the rules on many values.
 */

/** A small seeded generator, so a failure names values that can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const next = random(20261124);
const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];

/** Amounts of every shape the wire sends: whole, two decimals, more decimals, negative, large. */
function amounts(count: number): number[] {
  const values: number[] = [0, -0, 0.29, 1.005, 2.675, -1.005, 999_999_999.99, 1e9, 1e9 + 0.01, 1e12 + 0.5];
  for (let index = 0; index < count; index += 1) {
    const scale = pick([1, 10, 1000, 100_000, 10_000_000, 1e10]);
    const decimals = pick([0, 1, 2, 3, 4, 7]);
    const value = Number((next() * scale).toFixed(decimals));
    values.push(next() < 0.2 ? -value : value);
  }
  return values;
}

const digitsRoute = (value: number) => parseCents(value.toFixed(10).replace(/\.?0+$/, ''));

function generalRoundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

function generalLineCents(units: number, rateCents: number): number {
  if (!Number.isFinite(units) || !Number.isFinite(rateCents)) return 0;
  const exact = Number((units * rateCents).toPrecision(15));
  return Math.sign(exact) * Math.round(Math.abs(exact)) || 0;
}

function generalCobroUnits(cobro: CobroUnitsInput): number {
  const records = [
    ...(cobro.contenido ?? []),
    ...(cobro.contenido_open ?? []),
    ...(cobro.contenido_spr ?? []),
  ];
  const total = records.map((record) => orZero(record.unidades)).reduce((sum, value) => sum + value, 0);
  const recordsTotal = cleanNumber(total);
  return recordsTotal !== 0 ? recordsTotal : orZero(cobro.unidades);
}

describe('fast routes give what the general routes give', () => {
  const values = amounts(20_000);

  it('parseCents of a number: the same céntimos as reading its decimal digits', () => {
    const differing = values.filter((value) => !Object.is(parseCents(value), digitsRoute(value)));
    expect(differing).toEqual([]);
    // The cases the fast route must leave to the digits: a third decimal, and beyond its limit.
    expect(parseCents(1.005)).toBe(101);
    expect(parseCents(-2.675)).toBe(-268);
    expect(parseCents(1e12 + 0.5)).toBe(100_000_000_000_050);
  });

  it('roundTo: whole numbers and fractions alike, at 0, 2 and 9 decimals', () => {
    for (const decimals of [0, 2, 9]) {
      const differing = values.filter(
        (value) => !Object.is(roundTo(value, decimals), generalRoundTo(value, decimals)),
      );
      expect(differing).toEqual([]);
    }
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
  });

  it('lineCents: whole and fractional units at whole and fractional rates', () => {
    const rates = [0, 20, 40, 100, 2.5, -40];
    const differing = values.flatMap((units) =>
      rates
        .filter((rate) => !Object.is(lineCents(units, rate), generalLineCents(units, rate)))
        .map((rate) => [units, rate]),
    );
    expect(differing).toEqual([]);
    expect(lineCents(2 ** 52, 4)).toBe(generalLineCents(2 ** 52, 4));
  });

  it('cobroUnits: records of the three kinds, decimals, nulls and the unidades fallback', () => {
    const unit = () => pick([0, 1, 2.5, 0.1, 0.2, 50, 25, Number.NaN, -3]);
    const records = () =>
      pick([
        null,
        undefined,
        [],
        Array.from({ length: Math.floor(next() * 6) }, () => ({ unidades: unit() })),
      ]);
    const cobros: CobroUnitsInput[] = Array.from({ length: 5000 }, () => ({
      unidades: pick([null, 0, 10, 20, 2.5]),
      contenido: records(),
      contenido_open: records(),
      contenido_spr: records(),
    }));
    const differing = cobros.filter((cobro) => !Object.is(cobroUnits(cobro), generalCobroUnits(cobro)));
    expect(differing).toEqual([]);
    expect(cobroUnits({ unidades: 10, contenido: [{ unidades: 0.1 }, { unidades: 0.2 }] })).toBe(0.3);
  });
});
