/**
 * A countdown as minutes and seconds ('9:55'), for the inactivity warning: '595 segundos' is
 * hard to read at a glance. Minutes do not roll over into hours. A fraction of a second counts
 * as a whole one, so the display never reaches 0:00 while time is left; anything that is not a
 * positive number shows 0:00.
 */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
