import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AddIcon } from '../icons';

/** A list's 'Insertar …' button, for ListPage's `primaryAction`: the add icon, then the text. */
export function InsertLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn btn-primary">
      <AddIcon className="me-2" />
      {children}
    </Link>
  );
}
