import { clientPaymentRows, clientPaymentTotals, filterClientPayments } from './client-payments';

const clientes = [
  { id: 1, nombre: 'Clínica Norte' },
  { id: 2, nombre: 'Centro Sur' },
  { id: 3, nombre: 'Sin Documentos' },
  { id: 4, nombre: 'Estimado Cero' },
];
const documentos = [
  { id: 10, nombre_archivo: 'enero.xlsx', cliente: { id: 1 } },
  { id: 11, nombre_archivo: 'febrero.xlsx', cliente: { id: 1 } },
  { id: 20, nombre_archivo: 'marzo.xlsx', cliente: { id: 2 } },
  { id: 40, nombre_archivo: 'vacio.xlsx', cliente: { id: 4 } },
  { id: 99, nombre_archivo: 'huerfano.xlsx', cliente: null },
];
const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };
const estimados = [
  // 10 + 40 + 10 = 60 (every kind counts here), plus 10 and minus 20 of adjustments: 50.
  { id: 100, documento: { id: 10 }, ...zero, bill: 10, notas: 40, subir_notas: 10 },
  { id: 101, documento: { id: 11 }, ...zero, notas: 100, open: 50 },
  { id: 200, documento: { id: 20 }, ...zero, bill: 20 },
  { id: 400, documento: { id: 40 }, ...zero },
];
const tareas = [
  { id: 1, cobro: 100, tarea: 3, suma: 10, restar: 0 },
  { id: 2, cobro: 100, tarea: 1, suma: 0, restar: 20 },
];
const montos = [
  { cliente: 1, monto: 100 },
  { cliente: 1, monto: 0.5 },
  { cliente: 2, monto: 30 },
  { cliente: 4, monto: 25 },
];

const rows = clientPaymentRows({ clientes, documentos, estimados, tareas, montos });
const byId = (id: number) => rows.find((row) => row.id === id)!;

describe('clientPaymentRows', () => {
  it('joins documents, estimates (all five kinds) and adjustments per client', () => {
    const norte = byId(1);
    expect(norte.documents.map((document) => [document.nombre, document.estimatedCents])).toEqual([
      ['enero.xlsx', 5000],
      ['febrero.xlsx', 15000],
    ]);
    expect(norte.documents[0].adjustments).toEqual([
      { id: 1, tarea: 3, cents: 1000, kind: 'Suma' },
      { id: 2, tarea: 1, cents: -2000, kind: 'Resta' },
    ]);
    expect(norte.estimatedCents).toBe(20000);
    expect(norte.paidCents).toBe(10050);
  });

  it('spreads the paid amount in proportion to the estimates, the shares adding up to it', () => {
    const norte = byId(1);
    // 100.50 over 50 and 150: a quarter and three quarters.
    expect(norte.documents.map((document) => document.paidCents)).toEqual([2513, 7537]);
    expect(norte.documents.map((document) => document.status)).toEqual(['Pendiente', 'Pendiente']);
    expect(norte.balance).toEqual({ kind: 'Deuda', cents: 9950 });
    expect(norte.status).toBe('Pendiente');
    expect(norte.fundCents).toBe(0);
  });

  it('a client paid beyond its estimate holds a fund and is Pagado', () => {
    const sur = byId(2);
    expect(sur.balance).toEqual({ kind: 'Fondo', cents: 1000 });
    expect(sur.fundCents).toBe(1000);
    expect(sur.status).toBe('Pagado');
    expect(sur.documents[0]).toMatchObject({ paidCents: 3000, status: 'Pagado' });
  });

  it('a client with zero estimate: no division by zero, the payment is all fund', () => {
    const cero = byId(4);
    expect(cero.documents[0]).toMatchObject({ estimatedCents: 0, paidCents: 0, status: 'Pagado' });
    expect(cero.fundCents).toBe(2500);
    expect(cero.balance).toEqual({ kind: 'Fondo', cents: 2500 });
  });

  it('a client without documents or payments is settled', () => {
    expect(byId(3)).toMatchObject({ documents: [], estimatedCents: 0, paidCents: 0, status: 'Pagado' });
    expect(byId(3).balance).toEqual({ kind: 'Saldado', cents: 0 });
  });

  it('a document without a cobro estimado shows 0 and takes no adjustment', () => {
    const [row] = clientPaymentRows({
      clientes: [{ id: 1, nombre: 'A' }],
      documentos: [{ id: 10, nombre_archivo: 'a.xlsx', cliente: { id: 1 } }],
      estimados: [],
      tareas,
      montos: [],
    });
    expect(row.documents[0]).toMatchObject({ estimadoId: null, estimatedCents: 0, adjustments: [] });
  });
});

describe('filterClientPayments', () => {
  it.each([
    ['no filter', { cliente: '', documento: '', estado: 'todos' }, [1, 2, 3, 4]],
    ['client name, ignoring case and accents', { cliente: 'CLINICA', documento: '', estado: 'todos' }, [1]],
    ['Pendientes', { cliente: '', documento: '', estado: 'pendientes' }, [1]],
    ['Pagados', { cliente: '', documento: '', estado: 'pagados' }, [2, 3, 4]],
    ['document name', { cliente: '', documento: 'marzo', estado: 'todos' }, [2]],
    ['nothing matches', { cliente: 'zzz', documento: '', estado: 'todos' }, []],
  ] as const)('%s', (_name, filters, expected) => {
    expect(filterClientPayments(rows, filters).map((row) => row.id)).toEqual(expected);
  });

  it('a document filter keeps only matching documents but not the client figures', () => {
    const [norte] = filterClientPayments(rows, { cliente: '', documento: 'febrero', estado: 'todos' });
    expect(norte.documents.map((document) => document.id)).toEqual([11]);
    expect(norte.estimatedCents).toBe(20000);
  });
});

describe('clientPaymentTotals', () => {
  it('sums the rows shown; the balance is a debt or a fund', () => {
    expect(clientPaymentTotals(rows)).toEqual({
      clients: 4,
      estimatedCents: 22000,
      paidCents: 15550,
      balance: { kind: 'Deuda', cents: 6450 },
      // Clínica Norte owes 99.50; Centro Sur (10) and Estimado Cero (25) hold funds: not netted.
      debtCents: 9950,
      fundsCents: 3500,
    });
    expect(clientPaymentTotals([byId(2), byId(4)]).balance).toEqual({ kind: 'Fondo', cents: 3500 });
    expect(clientPaymentTotals([])).toEqual({
      clients: 0,
      estimatedCents: 0,
      paidCents: 0,
      balance: { kind: 'Saldado', cents: 0 },
      debtCents: 0,
      fundsCents: 0,
    });
  });
});
