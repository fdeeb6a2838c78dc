import { adjustmentCents, adjustmentsTotalCents, estimateTotalCents } from './finance';
import { clientDocuments, documentEstimatesByClient } from './finance-joins';

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

describe('documentEstimatesByClient', () => {
  // A deterministic mix: several tasks per estimate, tasks of estimates no document names, a
  // document with two estimates (the first counts), documents without an estimate or a client id.
  const documentos = Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    nombre_archivo: `doc-${index + 1}.xlsx`,
    cliente: index % 9 === 8 ? { id: null } : { id: (index % 5) + 1 },
  }));
  const estimados = [
    ...documentos
      .filter((documento) => documento.id % 7 !== 0)
      .map((documento) => ({
        id: 500 + documento.id,
        documento: { id: documento.id },
        ...zero,
        bill: documento.id * 1.25,
        spr: 0.1,
      })),
    { id: 999, documento: { id: 1 }, ...zero, bill: 1000 },
    { id: 998, documento: { id: 4000 }, ...zero, open: 3 },
  ];
  const tareas = Array.from({ length: 200 }, (_, index) => ({
    id: index + 1,
    cobro: index % 3 === 0 ? 998 : 501 + (index % 45),
    tarea: (index % 5) + 1,
    suma: index % 2 === 0 ? index * 0.35 : 0,
    restar: index % 2 === 1 ? index * 0.05 : 0,
  }));

  it('gives each document its estimate plus that estimate’s adjustments, as estimateTotalCents does', () => {
    const byClient = documentEstimatesByClient(documentos, estimados, tareas);
    const rows = [...byClient.values()].flat();
    expect(rows).toHaveLength(documentos.filter((documento) => documento.cliente.id !== null).length);
    for (const row of rows) {
      const estimado = estimados.find((item) => item.documento.id === row.id) ?? null;
      const own = estimado ? tareas.filter((tarea) => tarea.cobro === estimado.id) : [];
      expect(row.estimadoId).toBe(estimado?.id ?? null);
      expect(row.estimatedCents).toBe(estimado ? estimateTotalCents(estimado, own) : 0);
      expect(row.adjustmentsCents).toBe(adjustmentsTotalCents(own));
      expect(row.adjustments.map((adjustment) => [adjustment.id, adjustment.cents])).toEqual(
        own.map((tarea) => [tarea.id, adjustmentCents(tarea)]),
      );
    }
    expect(byClient.get(2)?.map((row) => row.id)).toEqual(
      documentos.filter((documento) => documento.cliente.id === 2).map((documento) => documento.id),
    );
  });
});
