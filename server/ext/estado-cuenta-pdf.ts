import { PDFDocument } from 'pdf-lib';
import type { EstadoCuentaWire } from '../../src/contract/estado-cuenta';
import { fromCents, sumCents, toCents } from '../../src/domain/cents';
import { balanceCents } from '../../src/domain/finance';
import { formatDate, formatDateTime, formatDecimal2, formatMoney } from '../../src/domain/format';
import { BOTTOM, MARGIN, PdfSheet, ROW, standardFonts, type PdfColumn } from './pdf-sheet';

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

const COLUMNS: PdfColumn[] = [
  { title: 'Fecha', width: 52 },
  { title: 'Tipo', width: 40 },
  { title: 'Descripción', width: 140 },
  { title: 'Documento', width: 128 },
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
  return kind === 'Saldado' ? kind : `${kind} ${formatMoney(fromCents(cents))}`;
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
  const fonts = await standardFonts(doc);
  const sheet = new PdfSheet(doc, fonts, `${ESTADO_CUENTA_TITULO} · ${estado.cliente.nombre}`);
  const periodo = periodoText(estado);

  sheet.newPage();
  sheet.text(ESTADO_CUENTA_TITULO, MARGIN, { font: fonts.bold, size: 16 });
  sheet.y -= ROW * 2.2;
  sheet.fields([
    [T.cliente, estado.cliente.nombre],
    [T.agencia, agencias.length > 0 ? agencias.join(', ') : T.sinAgencia],
    [T.periodo, periodo],
    [T.emitido, formatDateTime(emitido)],
  ]);
  sheet.y -= ROW * 0.5;
  sheet.title(T.movimientos);
  sheet.header(COLUMNS);
  sheet.row(COLUMNS, ['', '', T.saldoInicial, '', '', '', formatDecimal2(estado.saldo_inicial)], fonts.bold);
  for (const movimiento of estado.movimientos) {
    if (sheet.y < BOTTOM) {
      sheet.newPage();
      sheet.title(T.continua);
      sheet.header(COLUMNS);
    }
    sheet.row(COLUMNS, [
      formatDate(movimiento.fecha),
      T.tipo[movimiento.tipo],
      movimiento.descripcion,
      movimiento.documento?.nombre ?? '',
      movimiento.cargo === 0 ? '' : formatDecimal2(movimiento.cargo),
      movimiento.abono === 0 ? '' : formatDecimal2(movimiento.abono),
      formatDecimal2(movimiento.saldo),
    ]);
  }
  if (estado.movimientos.length === 0) sheet.row(COLUMNS, ['', '', T.sinMovimientos]);

  // The lines' sums: the opening balance plus the charges minus the credits is the closing one.
  const cargos = sumCents(estado.movimientos.map((movimiento) => toCents(movimiento.cargo)));
  const abonos = sumCents(estado.movimientos.map((movimiento) => toCents(movimiento.abono)));
  const totals: [string, string, boolean][] = [
    [T.saldoInicial, saldoText(estado.saldo_inicial), false],
    [T.totalCargos, formatMoney(fromCents(cargos)), false],
    [T.totalAbonos, formatMoney(fromCents(abonos)), false],
    [T.saldoFinal, saldoText(estado.saldo_final), true],
  ];
  if (sheet.y - ROW * (totals.length + 3) < BOTTOM) sheet.newPage();
  sheet.y -= ROW * 0.5;
  sheet.rule(sheet.y + ROW * 0.8);
  sheet.y -= ROW * 0.6;
  sheet.totals(totals, 200);
  sheet.footers(`${estado.cliente.nombre} · ${periodo}`, T.pagina);
  return doc.save();
}
