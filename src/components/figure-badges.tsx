/** A row of labelled summary figures (badges), read as a list: 'Clientes: 12'. */
export type Figure = { label: string; value: string; variant?: string };

export function FigureBadges({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label} className={`badge fs-6 fw-normal text-bg-${figure.variant ?? 'light'} border`}>
          {figure.label}: <span className="fw-semibold">{figure.value}</span>
        </li>
      ))}
    </ul>
  );
}
