import type { TaskType } from './task-types';

/** Business constants and limits of spec section 9 that belong to no single rule module. */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const COMPARISON_PAGE_SIZE = 10;
export const DETAIL_TABLE_MAX_HEIGHT_PX = 500;
export const PASSWORD_MIN_LENGTH = 8;
/** A bound on what every login hashes (issue 13); long enough for any passphrase. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_REDIRECT_MS = 2000;
/** After a worker or cobro is saved. */
export const SUCCESS_REDIRECT_MS = 1500;
export const DOCUMENT_EDIT_REDIRECT_MS = 2000;
export const CREATE_WORKER_TIMEOUT_MS = 10_000;
export const TOAST_AUTOCLOSE_MS = 3000;
export const DOCUMENT_TOAST_AUTOCLOSE_MS = 5000;

export const CLIENT_CATEGORIES = { 1: 'Terapia', 2: 'TCM' } as const;
export type ClientCategory = keyof typeof CLIENT_CATEGORIES;

export function isClientCategory(value: unknown): value is ClientCategory {
  return value === 1 || value === 2;
}

/** Falls back to the raw value so an unexpected categoria is visible rather than blank. */
export function clientCategoryLabel(categoria: number | null | undefined): string {
  return isClientCategory(categoria)
    ? CLIENT_CATEGORIES[categoria]
    : categoria == null
      ? 'N/A'
      : String(categoria);
}

export const DEFAULT_BILL_TASK_TYPE: TaskType = 3;
