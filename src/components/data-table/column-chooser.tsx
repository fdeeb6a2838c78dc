import { useId } from 'react';
import { Dropdown, Form } from 'react-bootstrap';

export type ColumnChoice = { column: { id: string; header: string }; shown: boolean };

/**
 * 'Columnas': a checkbox per column that may be hidden. The menu stays open while boxes are
 * ticked (it closes on Escape or a click outside), and Tab walks its boxes. The last shown column's
 * box is disabled: a table always keeps one.
 */
export function ColumnChooser({
  choices,
  onToggle,
}: {
  choices: readonly ColumnChoice[];
  onToggle: (id: string) => void;
}) {
  const baseId = useId();
  const shownCount = choices.filter((choice) => choice.shown).length;
  return (
    <Dropdown align="end" autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary">Columnas</Dropdown.Toggle>
      <Dropdown.Menu className="column-chooser py-2">
        <div role="group" aria-label="Columnas visibles">
          {choices.map(({ column, shown }) => (
            <div key={column.id} className="px-3 py-1">
              <Form.Check
                id={`${baseId}-${column.id}`}
                className="mb-0 text-nowrap"
                label={column.header}
                checked={shown}
                disabled={shown && shownCount === 1}
                onChange={() => onToggle(column.id)}
              />
            </div>
          ))}
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
