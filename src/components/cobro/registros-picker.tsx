import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { normalizeForSearch } from '../../domain/collator';
import { matchesTerms, searchTerms } from '../data-table/rows';
import type { Registro } from '../../contract/documento';
import { formatUnits } from '../../domain/format';
import { sum } from '../../domain/numeric';
import { recordUnitsForTask } from '../../domain/units';
import { FieldError } from '../field-error';
import { SearchBox } from '../search-box';

/** Records shown before the list scrolls; long documents keep the rest of the form in view. */
const LIST_MAX_HEIGHT = '18rem';

/**
 * The record checklist of the register and modify screens: a search, 'Seleccionar todos' over
 * the records the search shows, each record with the units it earns, and the live total.
 */
export function RegistrosPicker({
  registros,
  taskType,
  selected,
  onChange,
  error,
  disabled = false,
  selectedFirst = false,
}: {
  registros: readonly Registro[];
  taskType: number;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
  /**
   * For editing an existing selection: the records selected on arrival head the list, and a
   * 'Solo seleccionados' switch hides the rest, so the user sees what the cobro holds without
   * hunting down the list. The order is fixed on arrival, so rows do not jump while ticking.
   */
  selectedFirst?: boolean;
}) {
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [onlySelected, setOnlySelected] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const [heldOnArrival] = useState(() => new Set(selectedFirst ? selected : []));

  const indexed = useMemo(() => {
    const entries = registros.map((registro) => ({
      registro,
      text: normalizeForSearch(registro.nombre_completo),
    }));
    if (heldOnArrival.size === 0) return entries;
    const held = entries.filter((entry) => heldOnArrival.has(entry.registro.id));
    return [...held, ...entries.filter((entry) => !heldOnArrival.has(entry.registro.id))];
  }, [registros, heldOnArrival]);
  const visible = useMemo(() => {
    const terms = searchTerms(deferredQuery);
    const matching = terms.length ? indexed.filter((entry) => matchesTerms(entry.text, terms)) : indexed;
    const shown = onlySelected ? matching.filter((entry) => chosen.has(entry.registro.id)) : matching;
    return shown.map((entry) => entry.registro);
  }, [indexed, deferredQuery, onlySelected, chosen]);

  const total = sum(
    registros
      .filter((registro) => chosen.has(registro.id))
      .map((r) => recordUnitsForTask(taskType, r.unidades)),
  );
  const allVisibleChosen = visible.length > 0 && visible.every((registro) => chosen.has(registro.id));
  const someVisibleChosen = visible.some((registro) => chosen.has(registro.id));

  const toggleAll = () => {
    const visibleIds = new Set(visible.map((registro) => registro.id));
    const next = allVisibleChosen
      ? selected.filter((id) => !visibleIds.has(id))
      : [
          ...selected,
          ...visible.filter((registro) => !chosen.has(registro.id)).map((registro) => registro.id),
        ];
    onChange(next);
  };

  const toggle = (id: number) =>
    onChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  const errorId = `${baseId}-error`;
  const totalId = `${baseId}-total`;

  return (
    <fieldset disabled={disabled} aria-describedby={`${totalId}${error ? ` ${errorId}` : ''}`}>
      <legend className="form-label fs-6 mb-2">Registros</legend>
      <div className={`border rounded ${error ? 'border-danger' : ''}`}>
        <div className="d-flex flex-wrap align-items-center gap-3 p-2 border-bottom bg-body-tertiary">
          <Form.Check
            id={`${baseId}-todos`}
            label="Seleccionar todos"
            checked={allVisibleChosen}
            ref={(input: HTMLInputElement | null) => {
              if (input) input.indeterminate = someVisibleChosen && !allVisibleChosen;
            }}
            disabled={visible.length === 0}
            onChange={toggleAll}
          />
          {selectedFirst && (
            <Form.Check
              type="switch"
              id={`${baseId}-solo`}
              label="Solo seleccionados"
              checked={onlySelected}
              onChange={(event) => setOnlySelected(event.target.checked)}
            />
          )}
          <div className="ms-auto flex-grow-1" style={{ maxWidth: '18rem' }}>
            <SearchBox
              id={`${baseId}-buscar`}
              label="Buscar registro"
              placeholder="Buscar registro..."
              value={query}
              onChange={setQuery}
            />
          </div>
        </div>
        <ul className="list-unstyled mb-0 px-2 py-1 overflow-auto" style={{ maxHeight: LIST_MAX_HEIGHT }}>
          {visible.map((registro) => (
            <li key={registro.id} className="py-1 border-bottom border-light-subtle">
              <Form.Check id={`${baseId}-${registro.id}`} className="mb-0">
                <Form.Check.Input
                  type="checkbox"
                  checked={chosen.has(registro.id)}
                  onChange={() => toggle(registro.id)}
                />
                <Form.Check.Label className="d-flex w-100 gap-3">
                  <span className="text-break">{registro.nombre_completo}</span>{' '}
                  <span className="ms-auto text-nowrap text-secondary">
                    {formatUnits(recordUnitsForTask(taskType, registro.unidades))} u.
                  </span>
                </Form.Check.Label>
              </Form.Check>
            </li>
          ))}
          {visible.length === 0 && (
            <li className="py-3 text-center text-secondary">
              {registros.length === 0
                ? 'El documento no tiene registros'
                : onlySelected && selected.length === 0
                  ? 'No hay registros seleccionados'
                  : 'Ningún registro coincide con la búsqueda'}
            </li>
          )}
        </ul>
        <div id={totalId} className="p-2 border-top small d-flex flex-wrap gap-3" aria-live="polite">
          <span>
            Seleccionados: <strong>{selected.length}</strong> de {registros.length}
          </span>
          <span className="ms-auto">
            Total: <strong>{formatUnits(total)} unidades</strong>
          </span>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
