import type { FilterOption } from './filter-select';

/** A select's options from `[value, label]` pairs, in their order. */
export function SelectOptions({ options }: { options: readonly FilterOption[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
