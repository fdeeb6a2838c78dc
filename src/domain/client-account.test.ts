import { aging, clientMovements, movementsByClient, statement, type Movement } from './client-account';
import { clientPaymentRows } from './client-payments';
import { randomTools } from './seeded-random';

const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };

const input = {
  documentos: [
    { id: 10, nombre_archivo: 'enero.xlsx', cliente: { id: 1 }, fecha_creacion: '2026-01-10' },
    // An ISO datetime counts by its calendar day.
    { id: 11, nombre_archivo: 'febrero.xlsx', cliente: { id: 1 }, fecha_creacion: '2026-02-05T12:00:00Z' },
    { id: 12, nombre_archivo: 'sin-estimado.xlsx', cliente: { id: 1 }, fecha_creacion: '2026-01-02' },
    { id: 20, nombre_archivo: 'otro.xlsx', cliente: { id: 2 }, fecha_creacion: '2026-01-01' },
  ],
  estimados: [
    // 30 + 10 = 40.00
    { id: 100, documento: { id: 10 }, ...zero, bill: 30, notas: 10 },
    // 12.50 + 2.345 (235 céntimos, half up) = 14.85
    { id: 101, documento: { id: 11 }, ...zero, notas: 12.5, spr: 2.345 },
    // A second estimate of a document does not count (the first one does).
    { id: 102, documento: { id: 10 }, ...zero, bill: 999 },
    { id: 200, documento: { id: 20 }, ...zero, bill: 5 },
  ],
  tareas: [
    { id: 1, cobro: 100, tarea: 4, suma: 5, restar: 0, fecha: '2026-01-20' },
    { id: 2, cobro: 101, tarea: 1, suma: 0, restar: 2.5, fecha: '2026-02-05' },
    { id: 3, cobro: 102, tarea: 1, suma: 50, restar: 0, fecha: '2026-01-01' },
  ],
  pagos: [
    { id: 7, cliente_id: 1, monto: 20, fecha: '2026-01-20' },
    { id: 3, cliente_id: 1, monto: 10.1, fecha: '2026-02-05' },
    { id: 9, cliente_id: 2, monto: 8, fecha: '2026-01-03' },
  ],
};

const rows = (movements: readonly Movement[]) =>
  movements.map((movement) => [
    movement.fecha,
    movement.tipo,
    movement.id,
    movement.cargoCents,
    movement.abonoCents,
    movement.saldoCents,
  ]);

describe('clientMovements', () => {
  const movements = clientMovements(1, input);

  it('dates each charge, adjustment and payment and runs the balance; on a day charges come first', () => {
    expect(rows(movements)).toEqual([
      ['2026-01-10', 'cargo', 10, 4000, 0, 4000],
      ['2026-01-20', 'ajuste', 1, 500, 0, 4500],
      ['2026-01-20', 'pago', 7, 0, 2000, 2500],
      ['2026-02-05', 'cargo', 11, 1485, 0, 3985],
      ['2026-02-05', 'ajuste', 2, 0, 250, 3735],
      ['2026-02-05', 'pago', 3, 0, 1010, 2725],
    ]);
  });

  it('names the document of a charge and of an adjustment, and the adjustment’s task type', () => {
    expect(movements[1]).toMatchObject({ documento: { id: 10, nombre: 'enero.xlsx' }, tarea: 4 });
    expect(movements[2]).toMatchObject({ documento: null, tarea: null });
  });

  it('ends at the balance of Pagos de Clientes when the payments are its money received', () => {
    const [row] = clientPaymentRows({
      clientes: [{ id: 1, nombre: 'Clínica Norte' }],
      ...input,
      montos: input.pagos.map((pago) => ({ cliente: pago.cliente_id, monto: pago.monto })),
    });
    expect(row.balance).toEqual({ kind: 'Deuda', cents: 2725 });
    expect(movements.at(-1)?.saldoCents).toBe(2725);
  });

  it('orders same-day movements of one kind by id, and a client without rows has none', () => {
    const sameDay = clientMovements(1, {
      ...input,
      pagos: [
        { id: 5, cliente_id: 1, monto: 1, fecha: '2026-03-01' },
        { id: 4, cliente_id: 1, monto: 2, fecha: '2026-03-01' },
      ],
    });
    expect(sameDay.slice(-2).map((movement) => movement.id)).toEqual([4, 5]);
    expect(clientMovements(99, input)).toEqual([]);
  });

  it('dates an adjustment without a date by its document', () => {
    const undated = clientMovements(1, {
      ...input,
      tareas: input.tareas.map((tarea) => (tarea.id === 1 ? { ...tarea, fecha: null } : tarea)),
    });
    expect(rows(undated).slice(0, 2)).toEqual([
      ['2026-01-10', 'cargo', 10, 4000, 0, 4000],
      ['2026-01-10', 'ajuste', 1, 500, 0, 4500],
    ]);
  });

  it('ends every client at its Pagos de Clientes balance on generated data', () => {
    const { between, pick } = randomTools(20260601);
    const clientes = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, nombre: `C${index + 1}` }));
    const day = () =>
      `2026-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`;
    const documentos = Array.from({ length: 90 }, (_, index) => ({
      id: index + 1,
      nombre_archivo: `d${index + 1}.xlsx`,
      cliente: { id: pick(clientes).id },
      fecha_creacion: day(),
    }));
    const estimados = documentos
      .filter((documento) => documento.id % 6 !== 0)
      .map((documento) => ({
        id: 1000 + documento.id,
        documento: { id: documento.id },
        bill: between(0, 50000) / 100,
        notas: between(0, 9999) / 1000,
        subir_notas: pick([0, 10, 20]),
        open: between(0, 300) / 7,
        spr: between(0, 100) / 3,
      }));
    const tareas = Array.from({ length: 200 }, (_, index) => {
      const up = between(0, 1) === 1;
      const units = between(1, 5000) / 1000;
      return {
        id: index + 1,
        cobro: 1000 + between(1, 95),
        tarea: between(1, 5),
        suma: up ? units : 0,
        restar: up ? 0 : units,
        fecha: day(),
      };
    });
    const pagos = Array.from({ length: 120 }, (_, index) => ({
      id: index + 1,
      cliente_id: pick(clientes).id,
      monto: between(1, 90000) / 100,
      fecha: day(),
    }));
    const all = movementsByClient({ documentos, estimados, tareas, pagos });
    const montos = pagos.map((pago) => ({ cliente: pago.cliente_id, monto: pago.monto }));
    for (const row of clientPaymentRows({ clientes, documentos, estimados, tareas, montos })) {
      const signed = { Deuda: 1, Fondo: -1, Saldado: 0 }[row.balance.kind] * row.balance.cents;
      expect(all.get(row.id)?.at(-1)?.saldoCents ?? 0, row.nombre).toBe(signed);
    }
  });
});

describe('statement', () => {
  const movements = clientMovements(1, input);

  it('keeps a movement on desde and on hasta; the day before desde goes into saldo_inicial', () => {
    const period = statement(movements, '2026-01-20', '2026-02-04');
    expect(period.saldoInicialCents).toBe(4000);
    expect(rows(period.movimientos).map((row) => row[2])).toEqual([1, 7]);
    expect(period.saldoFinalCents).toBe(2500);
    expect(statement(movements, '2026-01-11', '2026-02-05').movimientos.map((m) => m.id)).toEqual([
      1, 7, 11, 2, 3,
    ]);
  });

  it('leaves either end open', () => {
    expect(statement(movements, '2026-02-05')).toMatchObject({
      saldoInicialCents: 2500,
      saldoFinalCents: 2725,
    });
    const upTo = statement(movements, undefined, '2026-01-19');
    expect(upTo.movimientos.map((movement) => movement.id)).toEqual([10]);
    expect(upTo).toMatchObject({ saldoInicialCents: 0, saldoFinalCents: 4000 });
    expect(statement(movements)).toMatchObject({ saldoInicialCents: 0, saldoFinalCents: 2725 });
  });

  it('a period without movements closes at its opening balance', () => {
    expect(statement(movements, '2026-03-01', '2026-03-31')).toEqual({
      saldoInicialCents: 2725,
      movimientos: [],
      saldoFinalCents: 2725,
    });
  });
});

describe('aging', () => {
  const movements = clientMovements(1, input);
  const cents = (asOf: string, list: readonly Movement[] = movements) =>
    aging(list, asOf).buckets.map((bucket) => bucket.cents);

  it('credits pay the oldest charges first; what is left is owed by the age of its charge', () => {
    // Credits 20.00 + 2.50 + 10.10 = 32.60 pay 32.60 of enero (40.00, 50 days old on 1 March).
    expect(cents('2026-03-01')).toEqual([1485, 740 + 500, 0, 0]);
    expect(aging(movements, '2026-03-01').saldoCents).toBe(2725);
    // 21 April: enero is 101 days old, its adjustment 91, febrero 75.
    expect(cents('2026-04-21')).toEqual([0, 0, 1485, 1240]);
  });

  it('ages an adjustment with the document it adjusts, as the screens that read the lists must', () => {
    // 12 February: enero (10 Jan) is 33 days old; its Suma of 20 Jan ages from 10 Jan too, not 23 days.
    expect(cents('2026-02-12')).toEqual([1485, 740 + 500, 0, 0]);
    // A statement read back from the wire ages the same way.
    const wire = movements.map(({ fecha, tipo, documento, cargoCents, abonoCents, saldoCents }) => ({
      fecha,
      tipo,
      documento,
      cargoCents,
      abonoCents,
      saldoCents,
    }));
    expect(aging(wire, '2026-02-12').buckets.map((bucket) => bucket.cents)).toEqual([1485, 1240, 0, 0]);
  });

  it('counts only the movements up to the day asked', () => {
    expect(aging(movements, '2026-01-20')).toMatchObject({ saldoCents: 2500 });
    expect(cents('2026-01-20')).toEqual([2500, 0, 0, 0]);
    expect(cents('2026-01-09')).toEqual([0, 0, 0, 0]);
  });

  it('puts a charge of 30, 60 and 90 days in the lower bucket and a day more in the next', () => {
    const charge: Movement = {
      fecha: '2026-01-01',
      tipo: 'cargo',
      id: 1,
      documento: null,
      tarea: null,
      cargoCents: 100,
      abonoCents: 0,
      saldoCents: 100,
    };
    expect(cents('2026-01-31', [charge])).toEqual([100, 0, 0, 0]);
    expect(cents('2026-02-01', [charge])).toEqual([0, 100, 0, 0]);
    expect(cents('2026-03-02', [charge])).toEqual([0, 100, 0, 0]);
    expect(cents('2026-03-03', [charge])).toEqual([0, 0, 100, 0]);
    expect(cents('2026-04-01', [charge])).toEqual([0, 0, 100, 0]);
    expect(cents('2026-04-02', [charge])).toEqual([0, 0, 0, 100]);
  });

  it('a fund owes nothing and has no aging', () => {
    const funded = clientMovements(2, input);
    expect(aging(funded, '2026-06-01')).toEqual({
      saldoCents: -300,
      buckets: [
        { key: 'd0_30', label: '0–30 días', cents: 0 },
        { key: 'd31_60', label: '31–60 días', cents: 0 },
        { key: 'd61_90', label: '61–90 días', cents: 0 },
        { key: 'd90_mas', label: 'Más de 90 días', cents: 0 },
      ],
    });
  });
});
