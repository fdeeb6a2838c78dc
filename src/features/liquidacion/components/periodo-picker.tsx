import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Periodo } from '../../../contract/cierre-mes';
import { MonthSelect } from '../../../components/month-select';
import { yearOptions } from '../../../domain/months';
import { currentPeriodo } from '../periodo-param';

/** The month shown: a year, a month, and 'Mes Actual' back to this month in agency time. */
export function PeriodoPicker({ value, onChange }: { value: Periodo; onChange: (next: Periodo) => void }) {
  const yearId = useId();
  const current = currentPeriodo();
  const isCurrent = value.anio === current.anio && value.mes === current.mes;
  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <Form.Group controlId={yearId}>
        <Form.Label>Año</Form.Label>
        <Form.Select
          value={value.anio}
          onChange={(event) => onChange({ ...value, anio: Number(event.target.value) })}
          style={{ minWidth: '6.5rem' }}
        >
          {yearOptions(value.anio, current.anio).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <MonthSelect
        label="Mes"
        value={value.mes}
        onChange={(mes) => {
          if (mes) onChange({ ...value, mes });
        }}
        style={{ minWidth: '10rem' }}
      />
      <Button variant="outline-primary" onClick={() => onChange(current)} disabled={isCurrent}>
        Mes Actual
      </Button>
    </div>
  );
}
