import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { encodable, fit } from './pdf-text';

/**
 * The page kit of the server's PDF statements: A4 pages with a margin, text in the standard
 * Helvetica (what it cannot encode replaced, a cell too long for its column cut with '…'), table
 * rows of fixed columns, rules, and a footer on every page once the pages are all drawn. A sheet
 * draws at `y`, which goes down the page as rows are written.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const TOP = A4[1] - MARGIN;
/** Room kept at the bottom for the page's footer. */
export const BOTTOM = MARGIN + 24;
export const WIDTH = A4[0] - 2 * MARGIN;
export const ROW = 13;
const SIZE = 8;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.75, 0.75, 0.75);

export type PdfColumn = { title: string; width: number; right?: boolean };

/** The two standard fonts a statement is drawn with, embedded once per document. */
export type PdfFonts = { regular: PDFFont; bold: PDFFont };

export async function standardFonts(doc: PDFDocument): Promise<PdfFonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

export type TextOptions = { font?: PDFFont; size?: number; width?: number; right?: boolean; grey?: boolean };

export class PdfSheet {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = TOP;

  /** `heading`: what a page after the first names at its top. */
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
    private readonly heading: string,
  ) {}

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = TOP;
    if (this.pages.length > 1) {
      this.text(this.heading, MARGIN, { font: this.fonts.bold, size: 9 });
      this.y -= ROW * 1.5;
    }
  }

  /** Text at `x` on the current line; within `width` it is cut to fit, and `right` aligns it to its end. */
  text(value: string, x: number, options: TextOptions = {}): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? SIZE;
    let shown = encodable(font, value);
    if (options.width !== undefined) shown = fit(font, shown, options.width - 4, size);
    const left =
      options.right && options.width !== undefined
        ? x + options.width - font.widthOfTextAtSize(shown, size)
        : x;
    this.page.drawText(shown, { x: left, y: this.y, size, font, color: options.grey ? GREY : undefined });
  }

  /** A section title, and the room below it. */
  title(value: string): void {
    this.text(value, MARGIN, { font: this.fonts.bold, size: 10 });
    this.y -= ROW * 1.3;
  }

  rule(at: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: MARGIN + WIDTH, y: at },
      thickness: 0.5,
      color: RULE,
    });
  }

  /** One table line, then down a row; an empty cell draws nothing. */
  row(columns: readonly PdfColumn[], cells: readonly string[], font = this.fonts.regular): void {
    let x = MARGIN;
    columns.forEach((column, index) => {
      const cell = cells[index];
      if (cell) this.text(cell, x, { font, width: column.width, right: column.right });
      x += column.width;
    });
    this.y -= ROW;
  }

  /** The columns' titles in bold over a rule. */
  header(columns: readonly PdfColumn[]): void {
    this.row(
      columns,
      columns.map((column) => column.title),
      this.fonts.bold,
    );
    this.rule(this.y + ROW - 3);
  }

  /** Labelled values, one a line: `label:` in bold and its value beside it. */
  fields(fields: readonly (readonly [label: string, value: string])[]): void {
    for (const [label, value] of fields) {
      this.text(`${label}:`, MARGIN, { font: this.fonts.bold, size: 10 });
      this.text(value, MARGIN + 70, { size: 10, width: WIDTH - 70 });
      this.y -= ROW * 1.25;
    }
  }

  /** Totals at the right: a label and its amount a line, the strong ones in bold. */
  totals(
    lines: readonly (readonly [label: string, value: string, strong: boolean])[],
    labelWidth: number,
  ): void {
    const labelX = MARGIN + WIDTH - labelWidth - 80;
    for (const [label, value, strong] of lines) {
      const font = strong ? this.fonts.bold : this.fonts.regular;
      this.text(label, labelX, { font, size: 9, width: labelWidth });
      this.text(value, labelX + labelWidth, { font, size: 9, width: 80, right: true });
      this.y -= ROW * 1.2;
    }
  }

  /** Once every page is drawn: `left` and 'Página n de m' at the foot of each. */
  footers(left: string, pagina: (n: number, total: number) => string): void {
    this.pages.forEach((page, index) => {
      this.page = page;
      this.y = MARGIN;
      this.text(left, MARGIN, { grey: true, width: WIDTH - 100 });
      this.text(pagina(index + 1, this.pages.length), MARGIN + WIDTH - 100, {
        grey: true,
        width: 100,
        right: true,
      });
    });
  }
}
