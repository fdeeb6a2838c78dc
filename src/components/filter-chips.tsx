import { Button } from 'react-bootstrap';
import { RemoveIcon } from './icons';

export interface AppliedFilter {
  /** Stable key; defaults to the label. */
  id?: string;
  /** What is filtered: 'Mes'. */
  label: string;
  /** The applied value as the user reads it: 'Octubre'. */
  value: string;
  onRemove: () => void;
}

/**
 * The filters in force, next to the table they narrow, each removable on its own. Shows nothing
 * when no filter applies, so a list can always render it.
 */
export function FilterChips({
  filters,
  onClearAll,
}: {
  filters: readonly AppliedFilter[];
  /** Adds 'Limpiar filtros', which removes every filter at once. */
  onClearAll?: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div className="filter-chips d-flex flex-wrap align-items-center gap-2 mt-2">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Filtros aplicados">
        {filters.map((filter) => (
          <li key={filter.id ?? filter.label} className="filter-chip">
            <span>
              {filter.label}: <strong>{filter.value}</strong>
            </span>
            <button
              type="button"
              className="filter-chip-remove"
              aria-label={`Quitar filtro ${filter.label}: ${filter.value}`}
              onClick={filter.onRemove}
            >
              <RemoveIcon />
            </button>
          </li>
        ))}
      </ul>
      {onClearAll && (
        <Button variant="link" size="sm" className="p-0" onClick={onClearAll}>
          Limpiar filtros
        </Button>
      )}
    </div>
  );
}
