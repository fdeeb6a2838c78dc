import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import { YearSelect } from '../../../components/year-select';
import { currentMonth, MONTHS, monthLabel, type Month } from '../../../domain/months';
import { currentAgencyYear } from '../../../lib/use-periodo-anio';

/** The year beside the month, with the years offered, where the wire has years (`periodos`). */
export type YearChoice = { value: number; years: readonly number[]; onChange: (year: number) => void };

/**
 * The month selector and the 'Mes Actual' button of 'Lista Pagos' (spec section 2); with `year`,
 * a year select too, and 'Mes Actual' goes to this month of this year.
 */
export function MonthPicker({
  value,
  onChange,
  year,
}: {
  value: Month;
  onChange: (month: Month, year?: number) => void;
  year?: YearChoice;
}) {
  const id = useId();
  const current = currentMonth();
  const currentYear = currentAgencyYear();
  const isCurrent = value === current && (!year || year.value === currentYear);
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
      {year && <YearSelect value={year.value} years={year.years} onChange={year.onChange} />}
      <Button
        variant="outline-primary"
        onClick={() => onChange(current, year ? currentYear : undefined)}
        disabled={isCurrent}
      >
        Mes Actual
      </Button>
    </div>
  );
}
