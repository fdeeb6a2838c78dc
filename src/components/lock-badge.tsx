import { Alert, Badge } from 'react-bootstrap';
import { LockIcon } from './icons';

/**
 * 'Cerrado' beside controls a closed month disables. Disabled buttons take no focus and show no
 * tooltip, so the badge carries the reason: as its title on hover and, focusable, to keyboard and
 * screen-reader users.
 */
export function LockBadge({ reason, compact = false }: { reason: string; compact?: boolean }) {
  return (
    <Badge bg="secondary" className="lock-badge" tabIndex={0} title={reason} aria-label={reason}>
      <LockIcon aria-hidden="true" />
      {/* Where a row holds four actions, the lock alone says it; the word stays for screen readers. */}
      {compact ? <span className="visually-hidden">Cerrado</span> : ' Cerrado'}
    </Badge>
  );
}

/** The reason under a field whose chosen month is closed, read out when it appears. */
export function LockNote({ reason }: { reason: string }) {
  return (
    <div className="small text-danger mt-1 d-flex align-items-center gap-1" role="status">
      <LockIcon aria-hidden="true" />
      <span>{reason}</span>
    </div>
  );
}

/** The same reason at the top of a form whose month is closed: its submit is disabled below. */
export function LockAlert({ reason }: { reason: string }) {
  return (
    <Alert variant="warning" className="d-flex align-items-center gap-2">
      <LockIcon aria-hidden="true" />
      <span>{reason}</span>
    </Alert>
  );
}
