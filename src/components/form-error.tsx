import { Alert } from 'react-bootstrap';

/**
 * A form's failure, above its fields. Line breaks are kept because a field dictionary from the
 * server arrives as one 'field: message' line per field.
 */
export function FormError({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert" className={className} style={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  );
}
