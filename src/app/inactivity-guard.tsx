import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { inactivityPhase } from '../domain/inactivity';
import { useSession } from '../lib/use-session';
import { logout } from './logout';
import { ACTIVITY_EVENTS } from './activity-events';

// Loaded when the warning first shows: the modal machinery is not needed before.
const InactivityWarningModal = lazy(() =>
  import('./inactivity-warning-modal').then((module) => ({ default: module.InactivityWarningModal })),
);

/** Shared by every tab, so activity in one keeps the others alive. */
const LAST_ACTIVITY_KEY = 'lastActivity';
const SHARE_EVERY_MS = 1000;

type Phase = ReturnType<typeof inactivityPhase>;

export function InactivityGuard({
  children,
  onTimeout = logout,
}: {
  children: ReactNode;
  onTimeout?: () => void;
}) {
  const session = useSession();
  const active = session.status === 'valid';
  const [phase, setPhase] = useState<Phase | null>(null);
  const lastLocal = useRef(0);
  const lastShared = useRef(0);

  const lastActivity = () =>
    Math.max(lastLocal.current, Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0);

  const tick = useCallback(() => {
    const next = inactivityPhase(Date.now() - lastActivity());
    if (next.phase === 'expired') {
      setPhase(null);
      onTimeout();
      return;
    }
    setPhase(next);
  }, [onTimeout]);

  const recordActivity = useCallback((force: boolean) => {
    const now = Date.now();
    lastLocal.current = now;
    if (force || now - lastShared.current >= SHARE_EVERY_MS) {
      lastShared.current = now;
      localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    }
  }, []);

  const markActivity = useCallback(
    (force = false) => {
      recordActivity(force);
      setPhase((current) => (current?.phase === 'warning' ? inactivityPhase(0) : current));
    },
    [recordActivity],
  );

  useEffect(() => {
    if (!active) return;
    recordActivity(true);
    const onActivity = () => markActivity();
    // Capture so that scrolling inside a panel counts too; but not for focus, which elements
    // receive programmatically (the warning modal focuses itself): only the window regaining focus counts.
    const capture = (name: string) => name !== 'focus';
    ACTIVITY_EVENTS.forEach((name) =>
      window.addEventListener(name, onActivity, { capture: capture(name), passive: true }),
    );
    const interval = window.setInterval(tick, 1000);
    return () => {
      ACTIVITY_EVENTS.forEach((name) =>
        window.removeEventListener(name, onActivity, { capture: capture(name) }),
      );
      window.clearInterval(interval);
    };
  }, [active, markActivity, recordActivity, tick]);

  const warning = active && phase?.phase === 'warning';

  return (
    <>
      {children}
      {warning && (
        <Suspense fallback={null}>
          <InactivityWarningModal
            secondsLeft={phase.secondsLeft}
            onContinue={() => markActivity(true)}
            onLogout={onTimeout}
          />
        </Suspense>
      )}
    </>
  );
}
