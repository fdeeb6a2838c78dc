import type { CobroWire } from '../../contract/cobro';
import { INVALID_DATA_MESSAGE } from '../api-error';
import { checkCobroJson } from './fast-cobro';
import type { ListWorkerReply, ListWorkerRequest } from './parse-list';

const cobro: CobroWire = {
  id: 1,
  cliente: { id: 2, nombre: 'Clínica', agencias: [] },
  documento: { id: 3, nombre_documento: 'a.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana' },
  usuario_supervisor: null,
  mes: 'enero',
  tipo_tarea: 2,
  unidades: 5,
};

/** A stand-in Worker that answers as list-worker.ts does and counts the lists it was sent. */
class FakeWorker {
  static sent = 0;
  onmessage: ((event: MessageEvent<ListWorkerReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage({ id, text }: ListWorkerRequest) {
    FakeWorker.sent += 1;
    queueMicrotask(() =>
      this.onmessage?.({ data: { id, ...checkCobroJson(text) } } as MessageEvent<ListWorkerReply>),
    );
  }
}

describe('parseCobroList', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeWorker.sent = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the list in the worker and answers its cobros', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { parseCobroList } = await import('./parse-list');
    const cobros = await parseCobroList(JSON.stringify([cobro, { ...cobro, id: 2 }]));
    expect(cobros.map((item) => item.id)).toEqual([1, 2]);
    expect(cobros[0]).toMatchObject({ bonificado: 0, contenido: [], pagado: false, nota_sancionado: null });
    expect(FakeWorker.sent).toBe(1);
  });

  it.each([
    ['not a list', JSON.stringify({ results: [cobro] })],
    ['not JSON', '<html>500</html>'],
  ])('refuses %s with the invalid-data message, in the worker and without one', async (_name, text) => {
    vi.stubGlobal('Worker', FakeWorker);
    const withWorker = await import('./parse-list');
    await expect(withWorker.parseCobroList(text)).rejects.toThrow(INVALID_DATA_MESSAGE);
    vi.unstubAllGlobals();
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    const inPage = await import('./parse-list');
    await expect(inPage.parseCobroList(text)).rejects.toThrow(INVALID_DATA_MESSAGE);
  });

  it('leaves out an item that is not a cobro and counts it, in the worker and without one', async () => {
    const text = JSON.stringify([cobro, { ...cobro, id: 2, mes: 'trece' }]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const stub of [FakeWorker, undefined]) {
      vi.resetModules();
      vi.stubGlobal('Worker', stub);
      const { parseCobroList } = await import('./parse-list');
      const { omittedCount } = await import('../../contract/list');
      const cobros = await parseCobroList(text);
      expect(cobros.map((item) => item.id)).toEqual([1]);
      expect(omittedCount(cobros)).toBe(1);
      vi.unstubAllGlobals();
    }
  });
});
