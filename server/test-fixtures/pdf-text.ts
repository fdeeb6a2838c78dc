import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The strings a PDF of the server draws, page by page, in drawing order: one string per `Tj` of
 * its content streams, decoded from the WinAnsi codes of the standard fonts. Enough to read back
 * what `server/ext/*-pdf.ts` wrote, not a general PDF text extractor.
 */

/** WinAnsi 0x80–0x9F (Node's TextDecoder reads 'windows-1252' as Latin-1); the rest is Latin-1. */
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const parts =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const source = parts
      .map((part) => {
        if (!(part instanceof PDFRawStream)) throw new Error('Contenido de página inesperado');
        return Buffer.from(decodePDFRawStream(part).decode()).toString('latin1');
      })
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
      winAnsi(Buffer.from(match[1], 'hex')),
    );
  });
}
