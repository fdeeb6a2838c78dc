import { Badge } from 'react-bootstrap';
import { LockIcon } from './icons';

/**
 * 'Cerrado' beside controls a closed month disables. Disabled buttons take no focus and show no
 * tooltip, so the badge carries the reason: as its title on hover and, focusable, to keyboard and
 * screen-reader users.
 */
export function LockBadge({ reason }: { reason: string }) {
  return (
    <Badge bg="secondary" className="lock-badge" tabIndex={0} title={reason} aria-label={reason}>
      <LockIcon aria-hidden="true" /> Cerrado
    </Badge>
  );
}
