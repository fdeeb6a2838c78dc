import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

/**
 * A row's action buttons, kept on one line and right-aligned; the template CSS shrinks the
 * column to fit them. Give each button an aria-label naming the row ('Modificar cobro 12').
 */
export function RowActions({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="row-actions" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * A row's link to another screen. `label` names the row for assistive technology; `title` is
 * the tooltip of an icon-only link.
 */
export function RowLink({
  to,
  label,
  title,
  children,
}: {
  to: string;
  label: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="btn btn-sm btn-outline-primary" aria-label={label} title={title}>
      {children}
    </Link>
  );
}

/** A row's button: small, outlined; `label` names the row, `title` is an icon button's tooltip. */
export function RowButton({
  variant,
  label,
  title,
  disabled,
  onClick,
  children,
}: {
  variant: 'outline-primary' | 'outline-danger' | 'outline-success';
  label: string;
  title?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** 'Modificar' to the row's edit screen; `name` is how the row reads ('Modificar Clínica Sur'). */
export function ModifyLink({ to, name }: { to: string; name: string }) {
  return (
    <RowLink to={to} label={`Modificar ${name}`}>
      Modificar
    </RowLink>
  );
}

/** 'Eliminar', which opens the row's delete confirmation. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <RowButton variant="outline-danger" label={`Eliminar ${name}`} onClick={onClick}>
      Eliminar
    </RowButton>
  );
}

/**
 * 'Desactivar' on an active row, 'Activar' on an inactive one. Both labels get one width, so the
 * buttons beside it stay in a straight column.
 */
export function ToggleButton({
  active,
  name,
  disabled,
  onClick,
}: {
  active: boolean;
  name: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const action = active ? 'Desactivar' : 'Activar';
  return (
    <Button
      size="sm"
      variant={active ? 'outline-danger' : 'outline-success'}
      aria-label={`${action} ${name}`}
      disabled={disabled}
      style={{ minWidth: '5.75rem' }}
      onClick={onClick}
    >
      {action}
    </Button>
  );
}
