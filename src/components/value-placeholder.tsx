/** Stands where a figure will be while its data loads, so no one reads a $0.00 that is not one. */
export function ValuePlaceholder({ width = '5em' }: { width?: string }) {
  return (
    <span className="placeholder-glow" role="status">
      <span className="placeholder rounded" style={{ width, display: 'inline-block' }} aria-hidden="true" />
      <span className="visually-hidden">Cargando…</span>
    </span>
  );
}
