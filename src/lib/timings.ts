/** How long the UI waits or shows things (spec section 9), in milliseconds; no business rule. */

/** A lazily loaded screen that has not arrived by then shows the load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** After the password change, before signing out to the login. */
export const PASSWORD_REDIRECT_MS = 2000;
/** After a worker or cobro is saved. */
export const SUCCESS_REDIRECT_MS = 1500;
export const DOCUMENT_EDIT_REDIRECT_MS = 2000;
export const CREATE_WORKER_TIMEOUT_MS = 10_000;
export const TOAST_AUTOCLOSE_MS = 3000;
export const DOCUMENT_TOAST_AUTOCLOSE_MS = 5000;
