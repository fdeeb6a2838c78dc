import { cobroPeriodYear } from '../../domain/months';
import { makeCierre, MARZO_CERRADO } from '../../test/cierres';
import { cierreMotivo, isMesCerrado } from './cierres';

describe('the month lock’s pieces', () => {
  it('names the period, who closed it and the day, in the agency’s calendar', () => {
    expect(cierreMotivo(makeCierre(7, 2026, 'marzo'))).toBe(MARZO_CERRADO);
    // 03:00 UTC on 1 May is still 30 April in Lima.
    expect(cierreMotivo(makeCierre(7, 2026, 'abril', { cerrado_en: '2026-05-01T03:00:00Z' }))).toMatch(
      /^Mes cerrado: Abril de 2026 cerrado por Carmen Rodríguez el 30\/04\/2026$/,
    );
  });

  it('tells the lock’s 409 from other refusals', () => {
    const refusal = (status: number, detail: string) => ({
      status,
      message: detail,
      fieldErrors: {},
      kind: 'http' as const,
    });
    expect(isMesCerrado(refusal(409, 'Mes cerrado: el mes de Marzo de 2026 de Ana está cerrado…'))).toBe(
      true,
    );
    expect(isMesCerrado(refusal(409, 'El mes de Marzo de 2026 de Ana ya está cerrado.'))).toBe(false);
    expect(isMesCerrado(refusal(400, 'Mes cerrado: …'))).toBe(false);
  });

  it.each([
    [{ mes: 'marzo', anio: 2025, fecha_creacion: '2026-04-01' }, 2025],
    [{ mes: 'diciembre', fecha_creacion: '2026-01-10T09:00:00' }, 2025],
    [{ mes: 'marzo', fecha_creacion: '2026-04-01' }, 2026],
    [{ mes: 'marzo', fecha_creacion: null }, null],
  ])('a cobro’s period year: %o → %s', (cobro, anio) => {
    expect(cobroPeriodYear(cobro)).toBe(anio);
  });
});
