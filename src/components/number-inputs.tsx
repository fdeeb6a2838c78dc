import type { Ref } from 'react';
import { Form, type FormControlProps } from 'react-bootstrap';

/** Form.Control's props but the ones each input fixes; `ref` lets react-hook-form's register in. */
type InputProps = Omit<FormControlProps, 'type' | 'inputMode' | 'step' | 'as'> & {
  ref?: Ref<HTMLInputElement>;
};

/** Whole units, 0 or more: the numeric keypad on phones, steps of one. */
export function UnitsInput(props: InputProps) {
  return <Form.Control type="number" min={0} step={1} inputMode="numeric" {...props} />;
}

/** An amount of money with céntimos: the decimal keypad on phones, steps of one céntimo. */
export function MoneyInput(props: InputProps) {
  return <Form.Control type="number" step="0.01" inputMode="decimal" {...props} />;
}
