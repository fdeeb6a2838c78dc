import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { EstadoCuentaWire } from '../../src/contract/estado-cuenta';
import { sumCents, toCents } from '../../src/domain/cents';
import { balanceCents } from '../../src/domain/finance';
import { formatDate, formatDateTime, formatDecimal2, formatMoney } from '../../src/domain/format';
import { encodable, fit } from './pdf-text';

/**
 * A client's statement as a PDF (`GET ext/estado_cuenta/{clienteId}/pdf`): the same answer as the
 * JSON statement, drawn as a table with its running balance. The totals are the sums of the lines
 * drawn, in céntimos, so the opening balance plus the charges minus the credits is the closing
 * balance. Helvetica is a standard font (WinAnsi): what it cannot encode is replaced, never a failure.
 */

export const ESTADO_CUENTA_TITULO = 'Back office · Estado de cuenta';

export const ESTADO_CUENTA_PDF_TEXTS = {
  cliente: 'Cliente',
  agencia: 'Agencia',
  periodo: 'Periodo',
  emitido: 'Emitido',
  sinAgencia: 'Sin agencia',
  todo: 'Todo el historial',
  rango: (desde: string, hasta: string) => `Del ${desde} al ${hasta}`,
  desde: (desde: string) => `Desde el ${desde}`,
  hasta: (hasta: string) => `Hasta el ${hasta}`,
  saldoInicial: 'Saldo inicial',
  sinMovimientos: 'Sin movimientos en este periodo.',
  continua: 'Movimientos (continúa)',
  movimientos: 'Movimientos',
  totalCargos: 'Total cargos',
  totalAbonos: 'Total abonos',
  saldoFinal: 'Saldo final',
  pagina: (n: number, total: number) => `Página ${n} de ${total}`,
  tipo: { cargo: 'Cargo', ajuste: 'Ajuste', pago: 'Pago' },
} as const;

export type EstadoCuentaPdfInput = {
  estado: EstadoCuentaWire;
  agencias: readonly string[];
  /** When the file is issued; the file's dates are this moment, so the same input gives the same bytes. */
  emitido: Date;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const TOP = A4[1] - MARGIN;
const BOTTOM = MARGIN + 24;
const WIDTH = A4[0] - 2 * MARGIN;
const ROW = 13;
const SIZE = 8;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.75, 0.75, 0.75);

type Column = { title: string; width: number; right?: boolean };

const COLUMNS: Column[] = [
  { title: 'Fecha', width: 52 },
  { title: 'Tipo', width: 40 },
  { title: 'Descripción', width: 150 },
  { title: 'Documento', width: 118 },
  { title: 'Cargo', width: 50, right: true },
  { title: 'Abono', width: 50, right: true },
  { title: 'Saldo', width: 55, right: true },
];

export function periodoText({ desde, hasta }: Pick<EstadoCuentaWire, 'desde' | 'hasta'>): string {
  const T = ESTADO_CUENTA_PDF_TEXTS;
  if (desde && hasta) return T.rango(formatDate(desde), formatDate(hasta));
  if (desde) return T.desde(formatDate(desde));
  if (hasta) return T.hasta(formatDate(hasta));
  return T.todo;
}

/** 'Deuda $12.00', 'Fondo $3.50' or 'Saldado', as Pagos de Clientes names a balance. */
export function saldoText(saldo: number): string {
  const { kind, cents } = balanceCents(toCents(saldo), 0);
  return kind === 'Saldado' ? kind : `${kind} ${formatMoney(cents / 100)}`;
}

export async function renderEstadoCuenta({
  estado,
  agencias,
  emitido,
}: EstadoCuentaPdfInput): Promise<Uint8Array> {
  const T = ESTADO_CUENTA_PDF_TEXTS;
  const doc = await PDFDocument.create();
  doc.setTitle(`${ESTADO_CUENTA_TITULO} · ${estado.cliente.nombre}`);
  doc.setCreationDate(emitido);
  doc.setModificationDate(emitido);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const periodo = periodoText(estado);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = TOP;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; width?: number; right?: boolean; grey?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    let shown = encodable(font, value);
    if (options.width !== undefined) shown = fit(font, shown, options.width - 4, size);
    const left =
      options.right && options.width !== undefined
        ? x + options.width - font.widthOfTextAtSize(shown, size)
        : x;
    page.drawText(shown, { x: left, y, size, font, color: options.grey ? GREY : undefined });
  };
  const rule = (at: number) =>
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: MARGIN + WIDTH, y: at },
      thickness: 0.5,
      color: RULE,
    });
  const row = (cells: readonly string[], font = regular) => {
    let x = MARGIN;
    COLUMNS.forEach((column, index) => {
      if (cells[index]) text(cells[index], x, { font, width: column.width, right: column.right });
      x += column.width;
    });
    y -= ROW;
  };
  const header = () => {
    row(
      COLUMNS.map((column) => column.title),
      bold,
    );
    rule(y + ROW - 3);
  };
  /** A further page: the client named at its top, then the section's title when it goes on. */
  const newPage = (title?: string) => {
    page = doc.addPage(A4);
    pages.push(page);
    y = TOP;
    if (pages.length === 1) return;
    text(`${ESTADO_CUENTA_TITULO} · ${estado.cliente.nombre}`, MARGIN, { font: bold, size: 9 });
    y -= ROW * 1.5;
    if (title === undefined) return;
    text(title, MARGIN, { font: bold, size: 10 });
    y -= ROW * 1.3;
  };

  newPage();
  text(ESTADO_CUENTA_TITULO, MARGIN, { font: bold, size: 16 });
  y -= ROW * 2.2;
  for (const [label, value] of [
    [T.cliente, estado.cliente.nombre],
    [T.agencia, agencias.length > 0 ? agencias.join(', ') : T.sinAgencia],
    [T.periodo, periodo],
    [T.emitido, formatDateTime(emitido)],
  ] as const) {
    text(`${label}:`, MARGIN, { font: bold, size: 10 });
    text(value, MARGIN + 70, { size: 10, width: WIDTH - 70 });
    y -= ROW * 1.25;
  }
  y -= ROW * 0.5;
  text(T.movimientos, MARGIN, { font: bold, size: 10 });
  y -= ROW * 1.3;
  header();
  row(['', '', T.saldoInicial, '', '', '', formatDecimal2(estado.saldo_inicial)], bold);
  for (const movimiento of estado.movimientos) {
    if (y < BOTTOM) {
      newPage(T.continua);
      header();
    }
    row([
      formatDate(movimiento.fecha),
      T.tipo[movimiento.tipo],
      movimiento.descripcion,
      movimiento.documento?.nombre ?? '',
      movimiento.cargo === 0 ? '' : formatDecimal2(movimiento.cargo),
      movimiento.abono === 0 ? '' : formatDecimal2(movimiento.abono),
      formatDecimal2(movimiento.saldo),
    ]);
  }
  if (estado.movimientos.length === 0) {
    text(T.sinMovimientos, MARGIN, { grey: true });
    y -= ROW;
  }

  const cargos = sumCents(estado.movimientos.map((movimiento) => toCents(movimiento.cargo)));
  const abonos = sumCents(estado.movimientos.map((movimiento) => toCents(movimiento.abono)));
  const totals: [string, string, boolean][] = [
    [T.saldoInicial, saldoText(estado.saldo_inicial), false],
    [T.totalCargos, formatMoney(cargos / 100), false],
    [T.totalAbonos, formatMoney(abonos / 100), false],
    [T.saldoFinal, saldoText(estado.saldo_final), true],
  ];
  if (y - ROW * (totals.length + 3) < BOTTOM) newPage();
  y -= ROW * 0.5;
  rule(y + ROW * 0.8);
  y -= ROW * 0.6;
  const labelX = MARGIN + WIDTH - 300;
  for (const [label, value, strong] of totals) {
    const font = strong ? bold : regular;
    text(label, labelX, { font, size: 9, width: 180 });
    text(value, labelX + 180, { font, size: 9, width: 120, right: true });
    y -= ROW * 1.2;
  }

  pages.forEach((each, index) => {
    page = each;
    y = MARGIN;
    text(`${estado.cliente.nombre} · ${periodo}`, MARGIN, { grey: true, width: WIDTH - 100 });
    text(T.pagina(index + 1, pages.length), MARGIN + WIDTH - 100, { grey: true, width: 100, right: true });
  });
  return doc.save();
}
