import type { PDFFont } from 'pdf-lib';

/**
 * Text for pdf-lib's standard fonts (WinAnsi encoding, nothing embedded): what a font cannot
 * encode is replaced, never a failure, and a cell too long for its column is cut with '…'.
 */

const supportedSets = new WeakMap<PDFFont, Set<number>>();
function supportedOf(font: PDFFont): Set<number> {
  let set = supportedSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    supportedSets.set(font, set);
  }
  return set;
}

/**
 * Text the font can draw: characters outside its encoding become their unaccented letter when
 * they have one ('ő' → 'o'), else '?'; control characters and line breaks become spaces.
 */
export function encodable(font: PDFFont, text: string): string {
  const supported = supportedOf(font);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) out += char;
    else if (/\s|\p{Cc}/u.test(char)) out += ' ';
    else {
      const base = [...char.normalize('NFKD')].filter((part) => supported.has(part.codePointAt(0) ?? 0));
      out += base.length > 0 && !/\p{M}/u.test(base[0]) ? base.join('') : '?';
    }
  }
  return out;
}

/** The text cut with '…' to fit `width` at `size`: the longest start that fits, found by halving. */
export function fit(font: PDFFont, text: string, width: number, size: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const fits = (length: number) => font.widthOfTextAtSize(`${text.slice(0, length)}…`, size) <= width;
  let [low, high] = [0, text.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}
