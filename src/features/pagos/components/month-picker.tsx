import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import { currentMonth, MONTHS, monthLabel, type Month } from '../../../domain/months';

/** The month selector and the 'Mes Actual' button of 'Lista Pagos' (spec section 2). */
export function MonthPicker({ value, onChange }: { value: Month; onChange: (month: Month) => void }) {
  const id = useId();
  const current = currentMonth();
  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">Mes</Form.Label>
        <Form.Select
          value={value}
          onChange={(event) => onChange(event.target.value as Month)}
          style={{ minWidth: '10rem' }}
        >
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button variant="outline-primary" onClick={() => onChange(current)} disabled={value === current}>
        Mes Actual
      </Button>
    </div>
  );
}
