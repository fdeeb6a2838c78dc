import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** What the insert and modify screens show after saving; 'Volver a la lista' is always offered. */
export function SuccessPanel({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; keyboard and screen reader users land on the outcome.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Alert variant="success" className="mb-0">
      <h2 ref={heading} tabIndex={-1} className="h5 alert-heading">
        {title}
      </h2>
      {children}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Link to={paths.trabajadores.list.to()} className="btn btn-primary">
          Volver a la lista
        </Link>
        {actions}
      </div>
    </Alert>
  );
}
