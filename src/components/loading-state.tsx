import { Spinner } from 'react-bootstrap';

export function LoadingState({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div
      className="d-flex align-items-center justify-content-center gap-2 py-5 text-body-secondary"
      role="status"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
