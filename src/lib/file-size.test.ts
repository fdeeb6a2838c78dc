import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [500, '500 B'],
    [2048, '2 KB'],
    [1536 * 1024, '1.5 MB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
