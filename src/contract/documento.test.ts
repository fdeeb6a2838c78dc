import { clientDocumentsResponseSchema, documentoSchema } from './documento';

const documento = {
  id: 5,
  nombre_archivo: 'notas_instituto_renacer_mayo.xlsx',
  fecha_creacion: '2026-05-04T10:00:00Z',
  tipo: 1,
  bill: false,
  notas: true,
  contenido_registros: [{ id: 1, nombre_completo: 'María García López', unidades: '4.00' }],
};

describe('documentoSchema', () => {
  it.each([
    ['id_cliente/nombre_cliente', { id_cliente: 6, nombre_cliente: 'Instituto Renacer' }],
    ['id/nombre', { id: '6', nombre: 'Instituto Renacer' }],
  ])('normalises a nested cliente sent as %s', (_form, cliente) => {
    expect(documentoSchema.parse({ ...documento, cliente }).cliente).toEqual({
      id: 6,
      nombre: 'Instituto Renacer',
      agencias: [],
    });
  });

  // A client without id does not fail the document: it must still open.
  it('keeps a document whose nested cliente has no id, with a null id and its name', () => {
    const result = documentoSchema.parse({ ...documento, cliente: { nombre: 'Sin id' } });
    expect(result.cliente).toEqual({ id: null, nombre: 'Sin id', agencias: [] });
  });

  it('parses record units sent as strings and counts records when total_registros is missing', () => {
    const parsed = documentoSchema.parse(documento);
    expect(parsed.contenido_registros[0].unidades).toBe(4);
    expect(parsed.total_registros).toBe(1);
    expect(parsed.cliente).toBeNull();
  });
});

describe('clientDocumentsResponseSchema', () => {
  it.each([
    ['{documentos}', { documentos: [documento] }],
    ['[{id, documentos}]', [{ id: 6, documentos: [documento] }]],
    ['a plain list', [documento]],
  ])('accepts %s and answers one list', (_form, answer) => {
    expect(clientDocumentsResponseSchema.parse(answer).map((item) => item.id)).toEqual([5]);
  });

  it('answers an empty list for an empty answer', () => {
    expect(clientDocumentsResponseSchema.parse([])).toEqual([]);
    expect(clientDocumentsResponseSchema.parse({ documentos: [] })).toEqual([]);
  });
});
