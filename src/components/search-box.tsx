import { Form } from 'react-bootstrap';

/**
 * A search box whose label is for screen readers only: its placeholder says what it searches.
 * Typing filters as it goes, so the browser's own suggestions stay off.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        size="sm"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      />
    </>
  );
}
