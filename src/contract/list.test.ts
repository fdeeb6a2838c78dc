import { cobroListSchema, type CobroWire } from './cobro';
import { clientDocumentsOf, type DocumentoWire } from './documento';
import { listOf, omittedCount } from './list';
import { agenciaSchema } from './agencia';

const cobro = (extra: Partial<Record<keyof CobroWire, unknown>> = {}) => ({
  id: 1,
  cliente: { nombre: 'Instituto Renacer', agencias: [] },
  documento: { id: 9, nombre_documento: 'notas.xlsx' },
  usuario_registra: { id: 5, nombre: 'ana' },
  mes: 'mayo',
  tipo_tarea: 3,
  unidades: 10,
  ...extra,
});

describe('listOf', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('keeps the valid items, counts and logs each one left out with its reason', () => {
    const list = cobroListSchema.parse([
      cobro({ id: 1 }),
      cobro({ id: 2, unidades: 'doce' }),
      cobro({ id: 3, mes: 'trimestre' }),
      cobro({ id: 4, bonificado: {} }),
      cobro({ id: 5 }),
    ]);
    expect(list.map((item) => item.id)).toEqual([1, 5]);
    expect(omittedCount(list)).toBe(3);
    expect(console.warn).toHaveBeenCalledTimes(3);
    expect(console.warn).toHaveBeenCalledWith(
      'Elemento de la lista omitido por formato inválido',
      expect.objectContaining({ index: 1, reason: expect.stringContaining('unidades') }),
    );
  });

  it('shows a dash for names that only decorate the row, and keeps the row', () => {
    const [item] = cobroListSchema.parse([
      cobro({ cliente: { nombre: null }, usuario_registra: { id: 5 }, contenido: [{ id: 1, unidades: 2 }] }),
    ]);
    expect(item.cliente?.nombre).toBe('—');
    expect(item.usuario_registra?.nombre).toBe('—');
    expect(item.contenido[0].nombre_completo).toBe('—');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('fails only an answer that is not a list, with "Formato de datos inválido"', () => {
    const result = listOf(agenciaSchema).safeParse({ detail: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Formato de datos inválido');
    const clean = listOf(agenciaSchema).parse([{ id: 1, nombre: 'Norte' }]);
    expect(omittedCount(clean)).toBe(0);
  });
});

describe('clientDocumentsOf', () => {
  const documento = (id: number, cliente: number): DocumentoWire => ({
    id,
    nombre_archivo: `doc-${id}.xlsx`,
    cliente: { id_cliente: cliente, nombre_cliente: `Cliente ${cliente}` },
  });

  it('keeps only the asked client from a list-shaped answer with two clients', () => {
    const answer = [
      { id: 2, documentos: [documento(20, 2)] },
      { id: 3, documentos: [documento(30, 3), documento(31, 3)] },
    ];
    expect(
      clientDocumentsOf(3)
        .parse(answer)
        .map((item) => item.id),
    ).toEqual([30, 31]);
    expect(
      clientDocumentsOf(2)
        .parse(answer)
        .map((item) => item.id),
    ).toEqual([20]);
    expect(clientDocumentsOf(4).parse(answer)).toEqual([]);
  });

  it('reads the object-shaped and plain answers as before', () => {
    expect(clientDocumentsOf(3).parse({ documentos: [documento(30, 3)] })).toHaveLength(1);
    expect(clientDocumentsOf(3).parse([documento(30, 3)])).toHaveLength(1);
  });
});
