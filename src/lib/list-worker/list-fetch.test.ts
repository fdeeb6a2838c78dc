import { requestsInName, workerName } from './list-fetch';

describe("a list worker's name", () => {
  const requests = [
    { id: 1, kind: 'documento' as const, url: 'http://x/api/listar_documentacion/', token: 'a.b.c' },
    { id: 2, kind: 'tarea' as const, url: 'http://x/api/listar_tarea/', token: null },
  ];

  it('carries its first requests there and back', () => {
    expect(requestsInName(workerName(requests))).toEqual(requests);
    expect(requestsInName(workerName([]))).toEqual([]);
  });

  it.each([
    ['no name', ''],
    ['a name of its own', 'lista'],
    ['broken JSON', 'listas:[{'],
    ['not a list', 'listas:{"id":1}'],
  ])('starts nothing from %s', (_case, name) => {
    expect(requestsInName(name)).toEqual([]);
  });

  it('drops an entry that is not a request', () => {
    const name = `listas:${JSON.stringify([requests[0], { id: '2', kind: 'tarea', url: 'u', token: null }, null])}`;
    expect(requestsInName(name)).toEqual([requests[0]]);
  });
});
