import { useId, useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import { formatFileSize } from '../lib/file-size';
import { RemoveIcon, UploadIcon } from './icons';
import { RequiredMark } from './required-mark';
import { FieldError } from './field-error';

/**
 * A file input in Spanish: the browser's own says 'Choose Files / No file chosen' in the
 * browser's language. The native input stays in the page (visually hidden, out of the tab order)
 * so the label still names it and tests can upload to it; the button opens it.
 */
export function FilePicker({
  label,
  files,
  onChange,
  accept,
  multiple = true,
  required = false,
  disabled = false,
  error,
  buttonLabel = multiple ? 'Seleccionar archivos' : 'Seleccionar archivo',
}: {
  label: string;
  files: readonly File[];
  /** The whole new selection: choosing again replaces it; removing one drops it. */
  onChange: (files: File[]) => void;
  /** Extensions such as ['.xls', '.xlsx', '.xlsm']; listed under the button. */
  accept?: readonly string[];
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  buttonLabel?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [statusId, error ? errorId : ''].filter(Boolean).join(' ');
  const count = files.length;
  return (
    <div className="file-picker">
      <Form.Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept={accept?.join(',')}
        multiple={multiple}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(Array.from(event.target.files ?? []));
          // Cleared so that choosing the same file again, after removing it, still reports a change.
          event.target.value = '';
        }}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          variant={error ? 'outline-danger' : 'outline-primary'}
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          <UploadIcon className="me-2" />
          {buttonLabel}
        </Button>
        <span id={statusId} className="text-secondary small" aria-live="polite">
          {count === 0
            ? 'Ningún archivo seleccionado'
            : count === 1
              ? '1 archivo seleccionado'
              : `${count} archivos seleccionados`}
        </span>
      </div>
      {accept && accept.length > 0 && (
        <div className="form-text">Formatos aceptados: {accept.join(', ')}</div>
      )}
      <FieldError id={errorId} message={error} />
      {count > 0 && (
        <ul className="list-group mt-2" aria-label="Archivos seleccionados">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="list-group-item d-flex align-items-center justify-content-between gap-2 py-1"
            >
              <span className="truncated-text">{file.name}</span>
              <span className="d-flex align-items-center gap-2 flex-shrink-0">
                <span className="small text-secondary">{formatFileSize(file.size)}</span>
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 link-secondary"
                  aria-label={`Quitar ${file.name}`}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, position) => position !== index))}
                >
                  <RemoveIcon />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
