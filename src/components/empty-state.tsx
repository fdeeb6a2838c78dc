import type { ReactNode } from 'react';
import { EmptyIcon } from './icons';

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="text-center text-secondary py-5">
      <EmptyIcon className="mb-2 opacity-50" size={32} />
      <p className="mb-2">{message}</p>
      {children}
    </div>
  );
}
