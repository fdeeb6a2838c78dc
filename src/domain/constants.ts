import type { TaskType } from './task-types';

/** Business constants and limits of spec section 9 that belong to no single rule module. */

export const PASSWORD_MIN_LENGTH = 8;
/** A bound on what every login hashes; long enough for any passphrase. */
export const PASSWORD_MAX_LENGTH = 128;

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
