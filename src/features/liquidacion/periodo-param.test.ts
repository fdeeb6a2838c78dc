import { currentPeriodo, periodoParam } from './periodo-param';

describe('the period of Liquidación', () => {
  // 03:00 UTC on 1 July is still 30 June in Lima (UTC−5): the agency's month, not UTC's.
  const NOW = new Date('2026-07-01T03:00:00Z');

  it('defaults to the current month in agency time', () => {
    expect(currentPeriodo(NOW)).toEqual({ anio: 2026, mes: 'junio' });
    expect(periodoParam(new URLSearchParams(''), NOW)).toEqual({ anio: 2026, mes: 'junio' });
  });

  it.each([
    ['anio=2025&mes=marzo', { anio: 2025, mes: 'marzo' }],
    ['anio=2025&mes=Marzo', { anio: 2025, mes: 'marzo' }],
    ['anio=1999&mes=marzo', { anio: 2026, mes: 'marzo' }],
    ['anio=dos&mes=marzo', { anio: 2026, mes: 'marzo' }],
    ['anio=2025&mes=marzos', { anio: 2025, mes: 'junio' }],
  ])('reads %s, each invalid part falling back to this month', (query, expected) => {
    expect(periodoParam(new URLSearchParams(query), NOW)).toEqual(expected);
  });
});
