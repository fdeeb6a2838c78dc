import { useId, useState, type ReactNode, type Ref } from 'react';
import { Form } from 'react-bootstrap';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { moneyInputMessage, unitsInputMessage, type MoneyRules } from '../contract/money';
import { fromCents } from '../domain/cents';
import { formatMoney, formatUnits, type Currency } from '../domain/format';
import { parseMoneyInput, parseUnitsInput } from '../domain/money-input';

type Reading = { preview: string | null; error: string | null };

type FieldProps = {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** The form's own message for the field (a resolver's, a server's): shown over the typed one. */
  error?: string | null;
  /** Show the typed value's error before the field is left (after a submit attempt). */
  showError?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A text input whose reading is shown before anything is confirmed: "Se registrará $12.50"
 * under the field, or why the text cannot be recorded. A text input, never type="number": a
 * browser's number input drops a decimal comma and hands over 1250 for '12,50'.
 */
function ReadField({
  label,
  value,
  onChange,
  onBlur,
  error,
  showError = false,
  id,
  name,
  disabled,
  autoFocus,
  required,
  inputRef,
  className,
  inputMode,
  read,
}: FieldProps & { inputMode: 'decimal' | 'numeric'; read: (text: string) => Reading }) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [left, setLeft] = useState(false);
  const reading = read(value);
  const shownError = error || ((left || showError) && reading.error) || null;
  const previewId = `${inputId}-preview`;
  const errorId = `${inputId}-error`;
  const describedBy = [reading.preview && !shownError ? previewId : null, shownError ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={inputId}>{label}</Form.Label>
      <Form.Control
        id={inputId}
        name={name}
        ref={inputRef}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          setLeft(true);
          onBlur?.();
        }}
        isInvalid={!!shownError}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        autoFocus={autoFocus}
      />
      {shownError ? (
        <Form.Control.Feedback id={errorId} type="invalid">
          {shownError}
        </Form.Control.Feedback>
      ) : (
        reading.preview && (
          <Form.Text id={previewId} className="d-block" aria-live="polite">
            {reading.preview}
          </Form.Text>
        )
      )}
    </Form.Group>
  );
}

export type MoneyFieldProps = FieldProps & { currency: Currency; rules: MoneyRules };

/** What an amount field will record, or why it cannot: the one reading of typed money. */
function readMoney(text: string, rules: MoneyRules, currency: Currency): Reading {
  const parsed = parseMoneyInput(text, rules);
  return parsed.ok
    ? { preview: `Se registrará ${formatMoney(fromCents(parsed.value), currency)}`, error: null }
    : { preview: null, error: moneyInputMessage(parsed.error, rules) };
}

function readUnits(text: string, max: number, min: number): Reading {
  const parsed = parseUnitsInput(text, max, min);
  if (!parsed.ok) return { preview: null, error: unitsInputMessage(parsed.error, max, min) };
  const count = formatUnits(parsed.value);
  return {
    preview: `Se registrará${parsed.value === 1 ? '' : 'n'} ${count} unidad${parsed.value === 1 ? '' : 'es'}`,
    error: null,
  };
}

/** An amount of money typed with a comma or a point: the decimal keypad on phones. */
export function MoneyField({ currency, rules, ...props }: MoneyFieldProps) {
  return <ReadField {...props} inputMode="decimal" read={(text) => readMoney(text, rules, currency)} />;
}

export type UnitsFieldProps = FieldProps & { max: number; min?: number };

/** Whole units: the numeric keypad on phones. */
export function UnitsField({ max, min = 0, ...props }: UnitsFieldProps) {
  return <ReadField {...props} inputMode="numeric" read={(text) => readUnits(text, max, min)} />;
}

type ControlledProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

type Bound = 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef';

/** The props a field takes from react-hook-form; the form's error wins, shown once submitted. */
function useBoundField<T extends FieldValues, TOut extends FieldValues>(
  { control, name }: ControlledProps<T, TOut>,
  { error, showError }: Pick<FieldProps, 'error' | 'showError'>,
): Pick<FieldProps, Bound | 'error' | 'showError'> {
  const { field, fieldState, formState } = useController({ control, name });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: error ?? fieldState.error?.message,
    showError: showError ?? formState.isSubmitted,
  };
}

/** MoneyField bound to a react-hook-form field (a string, validated by the form's `typedMoney`). */
export function FormMoneyField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: ControlledProps<T, TOut> & Omit<MoneyFieldProps, Bound>) {
  return <MoneyField {...props} {...useBoundField({ control, name }, props)} />;
}

/** UnitsField bound to a react-hook-form field (a string, validated by the form's `typedUnits`). */
export function FormUnitsField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: ControlledProps<T, TOut> & Omit<UnitsFieldProps, Bound>) {
  return <UnitsField {...props} {...useBoundField({ control, name }, props)} />;
}
