import type { ReactNode } from 'react';
import { Button, Spinner, type ButtonProps } from 'react-bootstrap';

/** A submit button that is disabled and shows a spinner with its pending text while saving. */
export function SubmitButton({
  isPending,
  pendingLabel = 'Guardando...',
  children,
  ...props
}: ButtonProps & { isPending: boolean; pendingLabel?: string; children: ReactNode }) {
  return (
    <Button type="submit" {...props} disabled={isPending || props.disabled}>
      {isPending ? (
        <>
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
