import { Button, Modal } from 'react-bootstrap';
import { formatCountdown } from '../domain/countdown';

export function InactivityWarningModal({
  secondsLeft,
  onContinue,
  onLogout,
}: {
  secondsLeft: number;
  onContinue: () => void;
  onLogout: () => void;
}) {
  return (
    <Modal show onHide={onContinue} backdrop="static" keyboard={false} centered>
      <Modal.Header>
        <Modal.Title>Sesión por expirar</Modal.Title>
      </Modal.Header>
      {/* The spec's sentence with the time as minutes and seconds: '595 segundos' reads slowly. */}
      <Modal.Body>{`Tu sesión se cerrará automáticamente en ${formatCountdown(secondsLeft)} por inactividad.`}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onLogout}>
          Cerrar sesión ahora
        </Button>
        <Button variant="primary" onClick={onContinue}>
          Continuar sesión
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
