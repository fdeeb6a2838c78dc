import { useId } from 'react';
import { Form, type FormSelectProps } from 'react-bootstrap';
import { MONTHS, monthLabel, type Month } from '../domain/months';
import { RequiredMark } from './required-mark';

export const ALL_MONTHS_LABEL = 'Todos los meses';

export type MonthSelectProps = Omit<FormSelectProps, 'value' | 'onChange' | 'children'> & {
  label: string;
  /** Keeps the label for assistive technology only (filters in a toolbar). */
  labelHidden?: boolean;
  /** '' is the empty choice ('Todos los meses' or the placeholder). */
  value: Month | '';
  onChange: (month: Month | '') => void;
  /** Adds a first option 'Todos los meses' (value ''). */
  allMonths?: boolean;
  /** A first option with value '' when there is no 'Todos los meses', e.g. 'Selecciona un mes'. */
  placeholder?: string;
  required?: boolean;
  /** The message under the select; marks it invalid. */
  error?: string;
};

/** The twelve months of the spec in calendar order, with their stored lowercase values. */
export function MonthSelect({
  label,
  labelHidden = false,
  value,
  onChange,
  allMonths = false,
  placeholder,
  required = false,
  error,
  id,
  ...selectProps
}: MonthSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  const emptyLabel = allMonths ? ALL_MONTHS_LABEL : placeholder;
  return (
    <Form.Group controlId={selectId}>
      <Form.Label visuallyHidden={labelHidden}>
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      <Form.Select
        {...selectProps}
        value={value}
        required={required}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as Month | '')}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {MONTHS.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month)}
          </option>
        ))}
      </Form.Select>
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
