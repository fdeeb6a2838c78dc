import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/**
 * The '*' after a required field's label. Hidden from screen readers, which announce the
 * field's own `required` or `aria-required` instead; FormPage's `requiredNote` explains it.
 * The star is drawn by CSS (styles.css), so the label's text stays the field's name for
 * anything that reads it, tests included.
 */
export function RequiredMark() {
  return <span className="required-mark text-danger ms-1" aria-hidden="true" />;
}

/** A form label that ends in the required mark when `required`. */
export function FieldLabel({ children, required = false }: { children: ReactNode; required?: boolean }) {
  return (
    <Form.Label>
      {children}
      {required && <RequiredMark />}
    </Form.Label>
  );
}
