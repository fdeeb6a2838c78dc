import { act, fireEvent, render, screen } from '@testing-library/react';
import { InactivityGuard } from './inactivity-guard';
import './inactivity-warning-modal';
import { ACTIVITY_EVENTS } from './activity-events';
import { signIn } from '../test/render-app';

const MINUTE = 60_000;

function setup() {
  const onTimeout = vi.fn();
  render(
    <InactivityGuard onTimeout={onTimeout}>
      <p>contenido</p>
    </InactivityGuard>,
  );
  return onTimeout;
}

// Async act flushes the promise of the lazily loaded warning modal too.
const advance = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {});
};

describe('InactivityGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    signIn('user_User');
  });
  afterEach(() => vi.useRealTimers());

  it('warns after 20 minutes with a live countdown of the remaining 10, and logs out at 30', async () => {
    const onTimeout = setup();
    await advance(20 * MINUTE - 1000);
    expect(screen.queryByText('Sesión por expirar')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('Sesión por expirar')).toBeInTheDocument();
    expect(screen.getByText(/se cerrará automáticamente en 10:00 por inactividad/)).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText(/en 9:59 por/)).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
    await advance(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalled();
  });

  it.each(ACTIVITY_EVENTS)('"%s" resets the timers and closes the warning', async (eventName) => {
    const onTimeout = setup();
    await advance(21 * MINUTE);
    expect(screen.getByText('Sesión por expirar')).toBeInTheDocument();
    act(() => {
      fireEvent(window, new Event(eventName));
    });
    await advance(1000);
    expect(screen.queryByText('Sesión por expirar')).not.toBeInTheDocument();
    await advance(19 * MINUTE);
    expect(screen.queryByText('Sesión por expirar')).not.toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("'Continuar sesión' resets the timers", async () => {
    const onTimeout = setup();
    await advance(25 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar sesión' }));
    await advance(1000);
    expect(screen.queryByText('Sesión por expirar')).not.toBeInTheDocument();
    await advance(19 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("'Cerrar sesión ahora' logs out", async () => {
    const onTimeout = setup();
    await advance(20 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión ahora' }));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity in another tab keeps this one alive', async () => {
    const onTimeout = setup();
    await advance(15 * MINUTE);
    localStorage.setItem('lastActivity', String(Date.now()));
    await advance(15 * MINUTE);
    expect(screen.queryByText('Sesión por expirar')).not.toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('does nothing without a session', async () => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    const onTimeout = setup();
    await advance(40 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
