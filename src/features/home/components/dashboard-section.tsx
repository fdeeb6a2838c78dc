import { useId, type ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

/**
 * A section of the SuperAdmin Home under the four cards: a heading, its content, and a link to the
 * screen the figures come from.
 */
export function DashboardSection({
  title,
  more,
  children,
}: {
  title: string;
  /** The screen behind the section: its label ('Ver Historial de Pagos') and path. */
  more: { label: string; to: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-column">
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
          <h2 id={headingId} className="h5 mb-0">
            {title}
          </h2>
          <Link to={more.to} className="small">
            {more.label}
          </Link>
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}
