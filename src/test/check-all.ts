import { listChecker, type ItemReader, type ListCheck } from '../lib/list-worker/check-list';

/** A whole answer checked item by item as the list reader checks it (lib/list-worker). */
export function checkAll<T>(data: unknown, reader: ItemReader<T>): ListCheck<T> {
  if (!Array.isArray(data)) return { ok: false, error: 'La respuesta no es una lista' };
  const checker = listChecker(reader);
  for (const item of data as unknown[]) checker.add(item);
  return { ok: true, value: checker.value, omitted: checker.omitted };
}
