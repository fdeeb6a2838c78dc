import { datedFileName, downloadBlob } from './download';

describe('datedFileName', () => {
  it('appends the local date as yyyy-mm-dd', () => {
    expect(datedFileName('clientes', 'csv', new Date(2025, 2, 7, 23, 59))).toBe('clientes-2025-03-07.csv');
  });
});

describe('downloadBlob', () => {
  const createObjectURL = vi.fn(() => 'blob:export');
  const revokeObjectURL = vi.fn();
  const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom implements no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    Object.assign(URL, jsdomUrl);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary anchor to the blob and frees the URL afterwards', () => {
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x']);

    downloadBlob(blob, 'clientes-2025-03-07.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:export', download: 'clientes-2025-03-07.csv', attached: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
