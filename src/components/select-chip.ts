import type { AppliedFilter } from './filter-chips';
import type { FilterOption } from './filter-select';

/**
 * A FilterSelect's applied value as a chip, read from its options: none while it is at '' (all
 * rows), so a list spreads the results of its selects into FilterChips.
 */
export function selectChip(
  label: string,
  value: string,
  options: readonly FilterOption[],
  onRemove: () => void,
): AppliedFilter[] {
  if (value === '') return [];
  const option = options.find(([optionValue]) => optionValue === value);
  return [{ id: label, label, value: option ? option[1] : value, onRemove }];
}
