import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

/**
 * A form's success panel, for FormPage's `success`: the message read as a status, 'Volver a la
 * lista' and, on an insert form, a button to fill in another (`another`: its text and handler).
 */
export function SavedPanel({
  message,
  listTo,
  another,
}: {
  message: string;
  listTo: string;
  another?: { label: string; onClick: () => void };
}) {
  const back = (
    <Link to={listTo} className="btn btn-primary">
      Volver a la lista
    </Link>
  );
  return (
    <Alert variant="success" className="mb-0">
      <p className="fw-semibold mb-3" role="status">
        {message}
      </p>
      {another ? (
        <div className="d-flex flex-wrap gap-2">
          {back}
          <Button variant="outline-primary" onClick={another.onClick}>
            {another.label}
          </Button>
        </div>
      ) : (
        back
      )}
    </Alert>
  );
}
