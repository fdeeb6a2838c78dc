import { clientDocuments } from './finance-joins';

const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };

describe('clientDocuments', () => {
  const [norte, vacio] = clientDocuments({
    clientes: [
      { id: 1, nombre: 'Clínica Norte' },
      { id: 2, nombre: 'Sin Documentos' },
    ],
    documentos: [
      { id: 10, nombre_archivo: 'enero.xlsx', cliente: { id: 1 } },
      { id: 11, nombre_archivo: 'febrero.xlsx', cliente: { id: 1 } },
    ],
    estimados: [
      { id: 100, documento: { id: 10 }, ...zero, bill: 30 },
      { id: 101, documento: { id: 11 }, ...zero, notas: 10 },
    ],
    tareas: [{ id: 1, cobro: 101, tarea: 2, suma: 0, restar: 5 }],
    montos: [
      { cliente: 1, monto: 20 },
      { cliente: 1, monto: 0.25 },
    ],
  });

  it('spreads what a client paid over its documents in proportion to their estimates', () => {
    expect(norte.cliente).toEqual({ id: 1, nombre: 'Clínica Norte' });
    expect(norte.estimatedCents).toBe(3500);
    expect(norte.paidCents).toBe(2025);
    expect(
      norte.documents.map((document) => [document.nombre, document.estimatedCents, document.paidCents]),
    ).toEqual([
      ['enero.xlsx', 3000, 1736],
      ['febrero.xlsx', 500, 289],
    ]);
  });

  it('gives a client without documents or payments zero figures', () => {
    expect(vacio).toMatchObject({ documents: [], paidCents: 0, estimatedCents: 0 });
  });
});
