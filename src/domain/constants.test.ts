import {
  CHUNK_LOAD_TIMEOUT_MS,
  CLIENT_CATEGORIES,
  clientCategoryLabel,
  COMPARISON_PAGE_SIZE,
  CREATE_WORKER_TIMEOUT_MS,
  DEFAULT_BILL_TASK_TYPE,
  DETAIL_TABLE_MAX_HEIGHT_PX,
  DOCUMENT_EDIT_REDIRECT_MS,
  DOCUMENT_TOAST_AUTOCLOSE_MS,
  isClientCategory,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REDIRECT_MS,
  SUCCESS_REDIRECT_MS,
  TOAST_AUTOCLOSE_MS,
} from './constants';

describe('spec section 9 constants', () => {
  it.each([
    ['CHUNK_LOAD_TIMEOUT_MS', CHUNK_LOAD_TIMEOUT_MS, 120000],
    ['COMPARISON_PAGE_SIZE', COMPARISON_PAGE_SIZE, 10],
    ['DETAIL_TABLE_MAX_HEIGHT_PX', DETAIL_TABLE_MAX_HEIGHT_PX, 500],
    ['PASSWORD_MIN_LENGTH', PASSWORD_MIN_LENGTH, 8],
    ['PASSWORD_REDIRECT_MS', PASSWORD_REDIRECT_MS, 2000],
    ['SUCCESS_REDIRECT_MS', SUCCESS_REDIRECT_MS, 1500],
    ['DOCUMENT_EDIT_REDIRECT_MS', DOCUMENT_EDIT_REDIRECT_MS, 2000],
    ['CREATE_WORKER_TIMEOUT_MS', CREATE_WORKER_TIMEOUT_MS, 10000],
    ['TOAST_AUTOCLOSE_MS', TOAST_AUTOCLOSE_MS, 3000],
    ['DOCUMENT_TOAST_AUTOCLOSE_MS', DOCUMENT_TOAST_AUTOCLOSE_MS, 5000],
    ['DEFAULT_BILL_TASK_TYPE', DEFAULT_BILL_TASK_TYPE, 3],
  ])('%s = %s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('client categories', () => {
  it('are 1 Terapia and 2 TCM', () => {
    expect(CLIENT_CATEGORIES).toEqual({ 1: 'Terapia', 2: 'TCM' });
  });

  it.each([
    [1, true, 'Terapia'],
    [2, true, 'TCM'],
    [3, false, '3'],
    [null, false, 'N/A'],
    [undefined, false, 'N/A'],
  ])('categoria %s: valid=%s, label %s', (categoria, valid, label) => {
    expect(isClientCategory(categoria)).toBe(valid);
    expect(clientCategoryLabel(categoria)).toBe(label);
  });
});
