import type { ReactNode } from 'react';

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="text-center text-secondary py-5">
      <p className="mb-2">{message}</p>
      {children}
    </div>
  );
}
