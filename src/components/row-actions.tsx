import type { ReactNode } from 'react';

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
