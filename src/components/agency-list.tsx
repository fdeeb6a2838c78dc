import { FullText } from './full-text';
import { TruncatedText } from './truncated-text';

/**
 * A list of names (a client's agencies): the first name and '+N' for the rest. The
 * full list shows on hover and keyboard focus, and screen readers read it whole.
 */
export function AgencyList({
  names,
  emptyText = 'N/A',
  lines = 1,
}: {
  names: readonly string[];
  emptyText?: string;
  /** The first name's lines, as TruncatedText's. */
  lines?: 1 | 2;
}) {
  if (names.length === 0) return <span className="text-secondary">{emptyText}</span>;
  const [first, ...rest] = names;
  if (rest.length === 0) return <TruncatedText text={first} lines={lines} />;
  return (
    <FullText full={names.join(', ')} className="agency-list">
      <span className={lines === 2 ? 'clamped-text' : 'truncated-text'}>{first}</span>
      <span className="badge rounded-pill text-bg-light border" aria-hidden="true">
        +{rest.length}
      </span>
      <span className="visually-hidden">, {rest.join(', ')}</span>
    </FullText>
  );
}
