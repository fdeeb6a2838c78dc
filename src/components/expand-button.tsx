/** The toggle of an expandable table row: a real button, so the keyboard and screen readers reach it. */
export function ExpandButton({
  expanded,
  label,
  controls,
  onToggle,
}: {
  expanded: boolean;
  label: string;
  controls?: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-link p-0 text-decoration-none"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
    >
      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
    </button>
  );
}
