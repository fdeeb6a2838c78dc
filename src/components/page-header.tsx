import type { ReactNode } from 'react';
import { OmittedItemsWarning } from './omitted-items-warning';

/**
 * A page's h1 and its actions. Under it, the warning that a list on screen left malformed items
 * out: every screen has this header (the list template included), so every list gets it.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  /** A line under the title, such as the month a detail is filtered to. */
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        {subtitle ? (
          <div>
            <h1 className="h3 mb-0">{title}</h1>
            <p className="text-secondary mb-0">{subtitle}</p>
          </div>
        ) : (
          <h1 className="h3 mb-0">{title}</h1>
        )}
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      <OmittedItemsWarning />
    </>
  );
}
