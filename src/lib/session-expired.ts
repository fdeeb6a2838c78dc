/**
 * Where the API client reports a 401 and the app registers its one reaction (src/app/session-expiry.ts).
 * Apart from the API client so that registering at start-up does not bring axios into the first load.
 */
type SessionExpiredHandler = (options: { delayMs: number }) => void;
let onSessionExpired: SessionExpiredHandler = () => {};

export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

export function reportSessionExpired(options: { delayMs: number }): void {
  onSessionExpired(options);
}
