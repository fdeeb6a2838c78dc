import { useSearchParams } from 'react-router-dom';

/**
 * Text filters kept in the query string, so reload, back and re-login bring the same view back.
 * Each filter is a string with a default; defaults stay out of the URL to keep links short.
 * Typing replaces the history entry instead of adding one per keystroke.
 */
export function useSearchFilters<F extends Record<string, string>>(defaults: F) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [name, search.get(name) ?? fallback]),
  ) as F;
  const update = (changes: Partial<F>) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === defaults[name]) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  const clear = () => update(defaults);
  const isFiltered = Object.entries(defaults).some(([name, fallback]) => values[name] !== fallback);
  return { values, update, clear, isFiltered };
}
