import type { ReactNode } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';

/**
 * The one confirmation dialog (deletes, toggles). It stays open while the action runs and shows
 * the failure inside, so the user can retry or cancel (spec section 4: open, confirming, closed on success).
 */
export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel = 'Eliminar',
  pendingLabel = 'Eliminando...',
  confirmVariant = 'danger',
  isPending = false,
  error,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  confirmVariant?: string;
  isPending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      show={show}
      onHide={isPending ? undefined : onCancel}
      centered
      aria-labelledby="confirm-modal-title"
    >
      <Modal.Header closeButton={!isPending}>
        <Modal.Title id="confirm-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {error && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={isPending}>
          Cancelar
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending}>
          {isPending ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              {pendingLabel}
            </>
          ) : (
            confirmLabel
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
