import { recordOmitted } from '../../contract/list';
import { InvalidDataError } from '../api-error';
import { failedAnswer } from '../api-client';
import type { ListItems, ListKind } from './list-readers';
import { readLargeList, type LargeListOptions } from './list-host';
import type { ListOutcome } from './stream-list';

export { prefetchLargeList, type LargeListOptions } from './list-host';

/**
 * A large list (listar_cobro/ and its kin): its checked items, or the API client's errors: the
 * ApiError shape, the one session-expired reaction to a 401, and 'Formato de datos inválido' for
 * an answer that is no list. Left-out items are counted as `listOf` counts them.
 */
export async function getLargeList<K extends ListKind>(
  kind: K,
  options: LargeListOptions<ListItems[K]> = {},
): Promise<ListItems[K][]> {
  const outcome = (await readLargeList(
    kind,
    options as LargeListOptions<ListItems[ListKind]>,
  )) as ListOutcome<ListItems[K]>;
  if (outcome.type === 'list') {
    recordOmitted(outcome.value, outcome.omitted);
    return outcome.value;
  }
  if (outcome.type === 'invalid') throw new InvalidDataError(outcome.error);
  throw failedAnswer(outcome.type === 'http' ? outcome : null);
}
