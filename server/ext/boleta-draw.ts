import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LiquidacionRowWire } from '../../src/contract/cierre-mes';
import { periodoLabel } from '../../src/contract/cierre-mes';
import { fromCents } from '../../src/domain/cents';
import { formatDateTime, formatDecimal2, formatMoney, formatUnits } from '../../src/domain/format';
import { RATE_SUPERVISED_CENTS } from '../../src/domain/pay';
import { roleBadgeLabel } from '../../src/domain/roles';
import { taskTypeLabel } from '../../src/domain/task-types';
import type { WorkerPeriodPay } from './liquidacion';
import { encodable, fit } from './pdf-text';

/**
 * A worker's pay statement for one period, drawn on pages of its own in a PDF document (one
 * worker's file, or the month's file with every worker). Every figure comes from the worker's
 * `WorkerPeriodPay` (its lines) and its `ext/liquidacion/` row, so the statement's totals are that
 * row to the céntimo. The page numbers in the footer count the worker's own pages.
 */

export const BOLETA_TITULO = 'Back office · Boleta de pago';

export const BOLETA_TEXTS = {
  trabajador: 'Trabajador',
  usuario: 'Usuario',
  rol: 'Rol',
  periodo: 'Periodo',
  estado: 'Estado',
  borrador: 'Borrador: el mes está abierto y las cifras aún pueden cambiar.',
  cerrado: (nombre: string, fecha: string) => `Cerrado por ${nombre} el ${fecha}`,
  propios: 'Cobros propios',
  supervisados: 'Cobros supervisados',
  ninguno: 'Ninguno en este periodo.',
  continua: '(continúa)',
  pagina: (n: number, total: number) => `Página ${n} de ${total}`,
  totales: 'Totales',
  devengadoPropio: 'Devengado propio (unidades × tarifa)',
  supervisadosTotal: 'Supervisados (unidades × S/. 0.20)',
  devengado: 'Devengado',
  bonificaciones: 'Bonificaciones',
  descuentos: 'Descuentos',
  tope: 'Descuento no aplicado (el pago de un cobro no baja de 0)',
  neto: 'Neto a pagar',
} as const;

export type BoletaInput = {
  anio: number;
  mes: string;
  usuario: { nombre: string; username: string; rol: string | null };
  fila: LiquidacionRowWire;
  worker: WorkerPeriodPay;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const TOP = A4[1] - MARGIN;
/** Room kept at the bottom for the page's footer. */
const BOTTOM = MARGIN + 24;
const WIDTH = A4[0] - 2 * MARGIN;
const ROW = 13;
const SIZE = 8;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.75, 0.75, 0.75);

type Column = { title: string; width: number; right?: boolean };

const OWN_COLUMNS: Column[] = [
  { title: 'ID', width: 30 },
  { title: 'Cliente', width: 95 },
  { title: 'Documento', width: 112 },
  { title: 'Tarea', width: 70 },
  { title: 'Unidades', width: 42, right: true },
  { title: 'Tarifa', width: 32, right: true },
  { title: 'Importe', width: 46, right: true },
  { title: 'Bono', width: 40, right: true },
  { title: 'Descuento', width: 48, right: true },
];

const SUPERVISED_COLUMNS: Column[] = [
  { title: 'ID', width: 30 },
  { title: 'Cliente', width: 95 },
  { title: 'Documento', width: 112 },
  { title: 'Trabajador', width: 90 },
  { title: 'Tarea', width: 62 },
  { title: 'Unidades', width: 42, right: true },
  { title: 'Tarifa', width: 32, right: true },
  { title: 'Importe', width: 52, right: true },
];

const soles = (cents: number) => formatMoney(fromCents(cents), 'S/.');
const amount = (cents: number) => formatDecimal2(fromCents(cents));

/** The two standard fonts a statement is drawn with, embedded once per document. */
export type BoletaFonts = { regular: PDFFont; bold: PDFFont };

export async function boletaFonts(doc: PDFDocument): Promise<BoletaFonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** Adds the worker's statement to `doc`, starting on a new page. */
export function drawBoleta(doc: PDFDocument, { regular, bold }: BoletaFonts, input: BoletaInput): void {
  const { fila, worker, usuario } = input;
  const periodo = periodoLabel(input.anio, input.mes);
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

  const newPage = () => {
    page = doc.addPage(A4);
    pages.push(page);
    y = TOP;
    if (pages.length > 1) {
      text(`${BOLETA_TITULO} · ${usuario.nombre} · ${periodo}`, MARGIN, { font: bold, size: 9 });
      y -= ROW * 1.5;
    }
  };

  const row = (columns: Column[], cells: string[], font = regular) => {
    let x = MARGIN;
    columns.forEach((column, index) => {
      text(cells[index] ?? '', x, { font, width: column.width, right: column.right });
      x += column.width;
    });
  };

  const header = (columns: Column[]) => {
    row(
      columns,
      columns.map((column) => column.title),
      bold,
    );
    rule(y - 3);
    y -= ROW;
  };

  /** A section's title and table, starting a page (and repeating the header) when a row does not fit. */
  const table = (title: string, columns: Column[], rows: string[][]) => {
    if (y - ROW * 3 < BOTTOM) newPage();
    y -= ROW * 0.5;
    text(title, MARGIN, { font: bold, size: 10 });
    y -= ROW * 1.3;
    if (rows.length === 0) {
      text(BOLETA_TEXTS.ninguno, MARGIN, { grey: true });
      y -= ROW;
      return;
    }
    header(columns);
    for (const cells of rows) {
      if (y < BOTTOM) {
        newPage();
        text(`${title} ${BOLETA_TEXTS.continua}`, MARGIN, { font: bold, size: 10 });
        y -= ROW * 1.3;
        header(columns);
      }
      row(columns, cells);
      y -= ROW;
    }
  };

  newPage();
  text(BOLETA_TITULO, MARGIN, { font: bold, size: 16 });
  y -= ROW * 2.2;
  const cerrado = fila.cierre
    ? BOLETA_TEXTS.cerrado(fila.cierre.cerrado_por.nombre, formatDateTime(fila.cierre.cerrado_en))
    : BOLETA_TEXTS.borrador;
  for (const [label, value] of [
    [BOLETA_TEXTS.trabajador, usuario.nombre],
    [BOLETA_TEXTS.usuario, usuario.username],
    [
      BOLETA_TEXTS.rol,
      usuario.rol ? `${roleBadgeLabel(usuario.rol)} (${usuario.rol})` : roleBadgeLabel(null),
    ],
    [BOLETA_TEXTS.periodo, periodo],
    [BOLETA_TEXTS.estado, cerrado],
  ] as const) {
    text(`${label}:`, MARGIN, { font: bold, size: 10 });
    text(value, MARGIN + 70, { size: 10, width: WIDTH - 70 });
    y -= ROW * 1.25;
  }
  y -= ROW * 0.5;

  table(
    BOLETA_TEXTS.propios,
    OWN_COLUMNS,
    worker.own.map(({ cobro, pay }) => [
      String(cobro.id),
      cobro.cliente?.nombre ?? '',
      cobro.documento?.nombre_documento ?? '',
      taskTypeLabel(cobro.tipo_tarea),
      formatUnits(pay.units),
      amount(pay.rateCents),
      amount(pay.earnedCents),
      amount(pay.bonusCents),
      amount(pay.discountCents),
    ]),
  );
  if (worker.supervised.length > 0) {
    table(
      BOLETA_TEXTS.supervisados,
      SUPERVISED_COLUMNS,
      worker.supervised.map(({ cobro, pay }) => [
        String(cobro.id),
        cobro.cliente?.nombre ?? '',
        cobro.documento?.nombre_documento ?? '',
        cobro.usuario_registra?.nombre ?? '',
        taskTypeLabel(cobro.tipo_tarea),
        formatUnits(pay.units),
        amount(RATE_SUPERVISED_CENTS),
        amount(pay.supervisorCents),
      ]),
    );
  }

  // The totals are the worker's liquidacion row; the own and supervised parts are the lines' sums.
  const { pay } = worker;
  const totals: [string, string, boolean][] = [
    [BOLETA_TEXTS.devengadoPropio, soles(pay.ownCents), false],
    [BOLETA_TEXTS.supervisadosTotal, soles(pay.supervisedCents), false],
    [BOLETA_TEXTS.devengado, formatMoney(fila.devengado, 'S/.'), true],
    [BOLETA_TEXTS.bonificaciones, formatMoney(fila.bonificaciones, 'S/.'), false],
    [BOLETA_TEXTS.descuentos, formatMoney(-fila.descuentos, 'S/.'), false],
  ];
  if (pay.floorCents !== 0) totals.push([BOLETA_TEXTS.tope, soles(pay.floorCents), false]);
  totals.push([BOLETA_TEXTS.neto, formatMoney(fila.neto, 'S/.'), true]);

  if (y - ROW * (totals.length + 3) < BOTTOM) newPage();
  y -= ROW;
  rule(y + ROW * 0.8);
  text(BOLETA_TEXTS.totales, MARGIN, { font: bold, size: 10 });
  y -= ROW * 1.4;
  const labelX = MARGIN + WIDTH - 330;
  for (const [label, value, strong] of totals) {
    const font = strong ? bold : regular;
    text(label, labelX, { font, size: 9, width: 250 });
    text(value, labelX + 250, { font, size: 9, width: 80, right: true });
    y -= ROW * 1.2;
  }

  pages.forEach((each, index) => {
    page = each;
    y = MARGIN;
    text(`${usuario.nombre} · ${periodo}`, MARGIN, { grey: true, width: WIDTH - 100 });
    text(BOLETA_TEXTS.pagina(index + 1, pages.length), MARGIN + WIDTH - 100, {
      grey: true,
      width: 100,
      right: true,
    });
  });

}
