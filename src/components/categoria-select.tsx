import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CLIENT_CATEGORIES } from '../domain/constants';
import { FieldLabel } from './required-mark';

/** A client's category (spec section 3: 1 Terapia, 2 TCM), for the client forms and the cobro cascade. */
export function CategoriaSelect({
  controlId,
  registration,
  error,
  placeholder = 'Selecciona una categoría',
  disabled = false,
  required = false,
  className,
}: {
  controlId: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The empty first option. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}) {
  return (
    <Form.Group className={className} controlId={controlId}>
      <FieldLabel required={required}>Categoría</FieldLabel>
      <Form.Select
        aria-required={required || undefined}
        isInvalid={!!error}
        disabled={disabled}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {Object.entries(CLIENT_CATEGORIES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
