import { recordOmitted } from '../../contract/list';
import { InvalidDataError } from '../api-error';
import { failedAnswer } from '../api-client';
import type { ListItems, ListKind } from './list-readers';
import { readLargeList, type LargeListOptions } from './list-host';
import type { ListOutcome } from './stream-list';

export { prefetchLargeList, type LargeListOptions } from './list-host';

/** A large list's checked items, or the API client's errors; left-out items counted as `listOf` does. */
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
