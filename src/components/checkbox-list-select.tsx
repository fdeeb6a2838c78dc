import { useId, useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { normalizeForSearch } from '../domain/collator';
import { matchesTerms, searchTerms } from './data-table/rows';
import { RequiredMark } from './required-mark';
import { FieldError } from './field-error';
import { SearchBox } from './search-box';

export interface CheckboxOption<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * A multiple choice that shows every option as a checkbox, with a search box for long lists and
 * a count of what is chosen: it replaces the native Ctrl-click multi-select, whose hidden rows
 * and modifier keys people miss. Chosen options stay chosen while the search hides them.
 */
export function CheckboxListSelect<Value extends string | number>({
  label,
  options,
  selected,
  onChange,
  selectedLabel = 'Seleccionados',
  searchPlaceholder = 'Buscar...',
  noMatchText = 'Ninguna opción coincide con la búsqueda',
  required = false,
  disabled = false,
  error,
  maxHeight = '12rem',
}: {
  /** The group's name (legend): 'Agencias'. */
  label: string;
  options: readonly CheckboxOption<Value>[];
  selected: readonly Value[];
  /** The new selection, in the options' order. */
  onChange: (selected: Value[]) => void;
  /** 'Seleccionadas' for a feminine noun: 'Seleccionadas: 2 de 6'. */
  selectedLabel?: string;
  searchPlaceholder?: string;
  noMatchText?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  /** The list scrolls past this height. */
  maxHeight?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = useMemo(() => new Set<Value>(selected), [selected]);
  const indexed = useMemo(
    () => options.map((option) => ({ option, text: normalizeForSearch(option.label) })),
    [options],
  );
  const terms = searchTerms(query);
  const visible = terms.length
    ? indexed.filter((entry) => matchesTerms(entry.text, terms)).map((entry) => entry.option)
    : options;

  const toggle = (value: Value, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };

  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="checkbox-list-select"
      disabled={disabled}
      aria-describedby={[countId, error ? errorId : ''].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-2">
        {label}
        {required && <RequiredMark />}
      </legend>
      <SearchBox
        id={`${id}-search`}
        label={`Buscar ${label.toLowerCase()}`}
        placeholder={searchPlaceholder}
        value={query}
        onChange={setQuery}
        className="mb-2"
      />
      <div
        className={`checkbox-list border rounded px-2 py-1${error ? ' border-danger' : ''}`}
        style={{ maxHeight }}
      >
        {visible.length === 0 ? (
          <p className="text-secondary small my-1">{noMatchText}</p>
        ) : (
          visible.map((option) => (
            <Form.Check
              key={option.value}
              id={`${id}-${option.value}`}
              type="checkbox"
              label={option.label}
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
          ))
        )}
      </div>
      <div id={countId} className="form-text" aria-live="polite">
        {selectedLabel}: {chosen.size} de {options.length}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
