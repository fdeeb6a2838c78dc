import { ValuePlaceholder } from './value-placeholder';

/** A row of labelled summary figures (badges), read as a list: 'Clientes: 12'. */
export type Figure = { label: string; value: string; variant?: string };

/**
 * While the figures' data loads (`loading`), each badge keeps its label and shows a placeholder
 * instead of a value, so no one reads 'Clientes: 0 · Deuda: $0.00' of data not yet in.
 */
export function FigureBadges({
  label,
  figures,
  loading = false,
}: {
  label: string;
  figures: readonly Figure[];
  loading?: boolean;
}) {
  return (
    <ul
      className="list-unstyled d-flex flex-wrap gap-2 mb-3"
      aria-label={label}
      aria-busy={loading || undefined}
    >
      {figures.map((figure) => (
        <li
          key={figure.label}
          className={`badge fs-6 fw-normal text-bg-${loading ? 'light' : (figure.variant ?? 'light')} border`}
        >
          {figure.label}:{' '}
          <span className="fw-semibold">{loading ? <ValuePlaceholder width="3.5em" /> : figure.value}</span>
        </li>
      ))}
    </ul>
  );
}
