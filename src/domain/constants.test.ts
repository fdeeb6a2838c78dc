import { CLIENT_CATEGORIES, clientCategoryLabel, isClientCategory } from './constants';

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
