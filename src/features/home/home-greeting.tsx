import { Card } from 'react-bootstrap';
import { displayName, greeting } from '../../domain/greeting';
import type { SessionUser } from '../../lib/session';
import { RoleBadge, UserAvatar } from '../../components/user-avatar';

/** Spec section 1: greets by time of day and stored name, with the role badge. */
export function HomeGreeting({ user, now = new Date() }: { user: SessionUser; now?: Date }) {
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body className="d-flex align-items-center gap-3">
        <UserAvatar user={user} size={56} />
        <div>
          <h1 className="h3 mb-1">
            {greeting(now)}, {displayName(user)}
          </h1>
          <RoleBadge role={user.role} />
        </div>
      </Card.Body>
    </Card>
  );
}
