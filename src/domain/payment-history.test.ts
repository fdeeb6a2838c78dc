import { paymentHistoryRows } from './payment-history';

const clientes = [
  { id: 1, nombre: 'Clínica Norte' },
  { id: 2, nombre: 'Centro Sur' },
];
const pagos = [
  { id: 1, cliente_id: 1, monto: 100, fecha: '2026-01-15' },
  { id: 2, cliente_id: 1, monto: 50.25, fecha: '2026-03-02T10:00:00Z' },
  { id: 3, cliente_id: 1, monto: 0.1, fecha: '2026-02-01' },
  { id: 4, cliente_id: 9, monto: 70, fecha: '2026-02-01' },
];
const none = { cliente: '', desde: '', hasta: '' };

describe('paymentHistoryRows', () => {
  it('lists every client with its total, last date and status, newest payment first', () => {
    const rows = paymentHistoryRows(clientes, pagos, none);
    expect(rows.map(({ id, totalCents, lastDate, status }) => [id, totalCents, lastDate, status])).toEqual([
      [1, 15035, '2026-03-02T10:00:00Z', 'Con pagos'],
      [2, 0, null, 'Sin pagos'],
    ]);
    expect(rows[0].payments.map((payment) => payment.id)).toEqual([2, 3, 1]);
  });

  it.each([
    ['from, inclusive', { desde: '2026-02-01', hasta: '' }, [[1, 5035]]],
    ['to, inclusive of a datetime on that day', { desde: '', hasta: '2026-03-02' }, [[1, 15035]]],
    ['both', { desde: '2026-01-16', hasta: '2026-02-28' }, [[1, 10]]],
    ['a range with no payments lists nobody', { desde: '2027-01-01', hasta: '' }, []],
  ])('date range: %s', (_name, range, expected) => {
    const rows = paymentHistoryRows(clientes, pagos, { ...none, ...range });
    expect(rows.map((row) => [row.id, row.totalCents])).toEqual(expected);
  });

  it('filters by client name ignoring case and accents', () => {
    expect(paymentHistoryRows(clientes, pagos, { ...none, cliente: 'clinica' }).map((row) => row.id)).toEqual(
      [1],
    );
  });
});
