import { useSearchParams } from 'react-router-dom';
import { FilterChips } from './filter-chips';
import { FilterSelect, type FilterOption } from './filter-select';
import { selectChip } from './select-chip';

/** One select of a list's toolbar, with its applied value ('' for all rows). */
export type SelectFilter = {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
};

/**
 * Sets one filter of the list in the URL (`params` maps a filter to its parameter name); '' removes
 * it. The other parameters (search, page, sort) stay.
 */
export function useFilterParams<Name extends string>(
  params: Readonly<Record<Name, string>>,
): (name: Name, value: string) => void {
  const [search, setSearch] = useSearchParams();
  return (name, value) => {
    const next = new URLSearchParams(search);
    if (value) next.set(params[name], value);
    else next.delete(params[name]);
    setSearch(next);
  };
}

/**
 * A list's select filters as DataTable's `toolbar` (a FilterSelect each) and `filterChips` (a
 * removable chip for each applied one): spread the result into DataTable.
 */
export function selectFilterProps(filters: readonly SelectFilter[]) {
  return {
    toolbar: (
      <>
        {filters.map((filter) => (
          <FilterSelect key={filter.label} {...filter} />
        ))}
      </>
    ),
    filterChips: (
      <FilterChips
        filters={filters.flatMap((filter) =>
          selectChip(filter.label, filter.value, filter.options, () => filter.onChange('')),
        )}
      />
    ),
  };
}

/**
 * A filtered list's empty text: `empty` when there are no rows at all, else that none of the
 * `noun` matches ('No hay clientes que coincidan con los filtros seleccionados').
 */
export function filteredEmptyMessage(total: number | undefined, noun: string, empty: string): string {
  return total ? `No hay ${noun} que coincidan con los filtros seleccionados` : empty;
}
