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
    // Bootstrap's markup rather than react-bootstrap's Alert, which the login screen's first load would carry.
    <div
      role="alert"
      className={className ? `alert alert-danger ${className}` : 'alert alert-danger'}
      style={{ whiteSpace: 'pre-line' }}
    >
      {message}
    </div>
  );
}
