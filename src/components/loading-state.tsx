/** Bootstrap's spinner classes rather than react-bootstrap's Spinner: this is part of the first load. */
export function LoadingState({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div
      className="d-flex align-items-center justify-content-center gap-2 py-5 text-body-secondary"
      role="status"
    >
      <div className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
