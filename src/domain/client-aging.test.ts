import { agingByClient } from './client-aging';
import { clientPaymentRows } from './client-payments';

const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };
const doc = (id: number, cliente: number, fecha_creacion: string | null) => ({
  id,
  nombre_archivo: `doc_${id}.xlsx`,
  fecha_creacion,
  cliente: { id: cliente },
});
const cents = (buckets: { cents: number }[] | undefined) => buckets?.map((bucket) => bucket.cents);

describe('agingByClient', () => {
  const input = {
    documentos: [
      doc(10, 1, '2026-06-20'), // 10 days before asOf
      doc(11, 1, '2026-04-15T10:00:00-05:00'), // 76 days
      doc(12, 1, '2026-01-01'), // 180 days
      doc(20, 2, '2026-06-01'),
      doc(30, 3, '2026-05-01'), // 60 days
      doc(40, 4, null),
      doc(41, 4, '2026-07-01T02:00:00Z'), // the next day in UTC
    ],
    estimados: [
      { id: 100, documento: { id: 10 }, ...zero, bill: 100 },
      { id: 110, documento: { id: 11 }, ...zero, notas: 50 },
      { id: 120, documento: { id: 12 }, ...zero, open: 30 },
      { id: 200, documento: { id: 20 }, ...zero, bill: 10 },
      { id: 300, documento: { id: 30 }, ...zero, bill: 50 },
      { id: 400, documento: { id: 40 }, ...zero, spr: 25 },
      { id: 410, documento: { id: 41 }, ...zero, bill: 5 },
    ],
    tareas: [
      { id: 1, cobro: 110, tarea: 1, suma: 20, restar: 0 },
      { id: 2, cobro: 300, tarea: 3, suma: 0, restar: 20 },
    ],
    montos: [
      { id: 1, cliente: 1, monto: 15 },
      { id: 2, cliente: 1, monto: 25 },
      { id: 3, cliente: 2, monto: 30 },
    ],
  };
  const result = agingByClient(input, '2026-06-30');

  it('payments pay the oldest charges first; what is left counts by its charge’s age', () => {
    // Charges 30 (jan), 50 + 20 (apr), 100 (jun); paid 40: jan's 30, then 10 of april's 70.
    expect(cents(result.get(1))).toEqual([10000, 0, 6000, 0]);
    expect(result.get(1)?.map((bucket) => bucket.label)).toEqual([
      '0–30 días',
      '31–60 días',
      '61–90 días',
      'Más de 90 días',
    ]);
  });

  it('a client with a fund has no aging; a negative adjustment is a credit', () => {
    expect(result.has(2)).toBe(false);
    expect(cents(result.get(3))).toEqual([0, 3000, 0, 0]);
  });

  it('an undated document is the oldest debt; a day after asOf counts as asOf', () => {
    expect(cents(result.get(4))).toEqual([500, 0, 0, 2500]);
  });

  it("the buckets add up to each debtor's Deuda on 'Pagos de Clientes'", () => {
    const rows = clientPaymentRows({
      ...input,
      clientes: [1, 2, 3, 4].map((id) => ({ id, nombre: `C${id}` })),
    });
    for (const row of rows) {
      const total = (result.get(row.id) ?? []).reduce((sum, bucket) => sum + bucket.cents, 0);
      expect(total, row.nombre).toBe(row.balance.kind === 'Deuda' ? row.balance.cents : 0);
    }
  });
});
