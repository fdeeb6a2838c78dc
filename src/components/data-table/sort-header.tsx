import type { SortState } from './use-list-params';

function SortIndicator({ dir }: { dir: SortState['dir'] | null }) {
  return (
    <span aria-hidden="true" className={dir ? undefined : 'text-body-tertiary'}>
      {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
    </span>
  );
}

/** A column's header: a button that sorts by it, with the direction it sorts in, or plain text. */
export function SortHeader({
  header,
  sortable,
  dir,
  disabled,
  onSort,
}: {
  header: string;
  sortable: boolean;
  dir: SortState['dir'] | null;
  disabled: boolean;
  onSort: () => void;
}) {
  if (!sortable) return header;
  return (
    <button
      type="button"
      className="btn btn-link p-0 border-0 fw-semibold text-reset text-decoration-none d-inline-flex align-items-center gap-1"
      onClick={onSort}
      disabled={disabled}
    >
      {header}
      <SortIndicator dir={dir} />
    </button>
  );
}
