import { widthBand } from './use-element-width';

describe('widthBand', () => {
  it.each([
    [1200, null],
    [1040, null],
    [1039, 800],
    [800, 800],
    [799, 0],
    [0, 0],
  ])('a width of %i px reads as %s against thresholds 800 and 1040', (width, band) => {
    expect(widthBand(width, [1040, 800])).toBe(band);
  });

  it('is below a threshold exactly when the width is', () => {
    const thresholds = [600, 800, 800, 1040];
    for (let width = 0; width <= 1300; width += 1) {
      const band = widthBand(width, thresholds);
      for (const threshold of thresholds) expect((band ?? Infinity) < threshold).toBe(width < threshold);
    }
  });

  it('is null without thresholds: nothing depends on the width', () => {
    expect(widthBand(320, [])).toBeNull();
  });
});
