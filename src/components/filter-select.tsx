import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { SelectOptions } from './select-options';

export type FilterOption = readonly [value: string, label: string];

/** A list's filter select: its label is for screen readers only, as the options name themselves. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <SelectOptions options={options} />
      </Form.Select>
    </div>
  );
}
