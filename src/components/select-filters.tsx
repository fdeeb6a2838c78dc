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
 * The selects of a list whose filters live in the URL (`params` maps a filter to its parameter
 * name): `select(name, label, value, options)` is one SelectFilter, whose change sets the
 * parameter ('' removes it) and keeps the others (search, page, sort).
 */
export function useUrlSelectFilters<Name extends string>(params: Readonly<Record<Name, string>>) {
  const [search, setSearch] = useSearchParams();
  return (name: Name, label: string, value: string, options: readonly FilterOption[]): SelectFilter => ({
    label,
    value,
    options,
    onChange: (next) => {
      const query = new URLSearchParams(search);
      if (next) query.set(params[name], next);
      else query.delete(params[name]);
      setSearch(query);
    },
  });
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
