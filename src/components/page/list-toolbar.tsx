import type { ReactNode } from 'react';

/**
 * The row above a list: search and filters on the left, export (or other list actions) on the
 * right, and the applied-filter chips on their own line under it. DataTable draws the same row.
 * Controls line up along their bottom edge, so a filter with a visible label ('Mes') sits level
 * with the search box beside it.
 */
export function ListToolbar({
  children,
  end,
  chips,
}: {
  /** Search box and filters. */
  children?: ReactNode;
  /** Pushed to the right: export menu, refresh. */
  end?: ReactNode;
  /** FilterChips; shown under the row. */
  chips?: ReactNode;
}) {
  return (
    <div className="list-toolbar mb-3">
      <div className="d-flex flex-wrap align-items-end gap-2">
        {children}
        {end && <div className="ms-auto d-flex flex-wrap gap-2">{end}</div>}
      </div>
      {chips}
    </div>
  );
}
