import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** 'Año' beside a month select, where months of several years meet (extension `periodos`). */
export function YearSelect({
  value,
  years,
  onChange,
  small = true,
}: {
  value: number;
  years: readonly number[];
  onChange: (year: number) => void;
  small?: boolean;
}) {
  const id = useId();
  return (
    <Form.Group controlId={id}>
      <Form.Label className={small ? 'small mb-1' : undefined}>Año</Form.Label>
      <Form.Select
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        style={{ minWidth: '6.5rem' }}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
