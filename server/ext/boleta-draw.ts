import type { PDFDocument } from 'pdf-lib';
import type { LiquidacionRowWire } from '../../src/contract/cierre-mes';
import { periodoLabel } from '../../src/contract/cierre-mes';
import { fromCents } from '../../src/domain/cents';
import { formatInstant } from '../../src/domain/agency-time';
import { formatDecimal2, formatMoney, formatUnits } from '../../src/domain/format';
import { RATE_SUPERVISED_CENTS } from '../../src/domain/pay';
import { roleBadgeLabel } from '../../src/domain/roles';
import { taskTypeLabel } from '../../src/domain/task-types';
import type { WorkerPeriodPay } from './liquidacion';
import { BOTTOM, MARGIN, PdfSheet, ROW, standardFonts, type PdfColumn, type PdfFonts } from './pdf-sheet';

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
  /** The agency's zone, whose wall time dates a closing (as the screens show it). */
  timeZone: string;
};

const OWN_COLUMNS: PdfColumn[] = [
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

const SUPERVISED_COLUMNS: PdfColumn[] = [
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

/** The fonts a statement is drawn with, embedded once per document. */
export type BoletaFonts = PdfFonts;
export const boletaFonts = standardFonts;

/** Adds the worker's statement to `doc`, starting on a new page. */
export function drawBoleta(doc: PDFDocument, fonts: BoletaFonts, input: BoletaInput): void {
  const { fila, worker, usuario, timeZone } = input;
  const periodo = periodoLabel(input.anio, input.mes);
  const sheet = new PdfSheet(doc, fonts, `${BOLETA_TITULO} · ${usuario.nombre} · ${periodo}`);

  /** A section's title and table, starting a page (and repeating the header) when a row does not fit. */
  const table = (title: string, columns: PdfColumn[], rows: string[][]) => {
    if (sheet.y - ROW * 3 < BOTTOM) sheet.newPage();
    sheet.y -= ROW * 0.5;
    sheet.title(title);
    if (rows.length === 0) {
      sheet.text(BOLETA_TEXTS.ninguno, MARGIN, { grey: true });
      sheet.y -= ROW;
      return;
    }
    sheet.header(columns);
    for (const cells of rows) {
      if (sheet.y < BOTTOM) {
        sheet.newPage();
        sheet.title(`${title} ${BOLETA_TEXTS.continua}`);
        sheet.header(columns);
      }
      sheet.row(columns, cells);
    }
  };

  sheet.newPage();
  sheet.text(BOLETA_TITULO, MARGIN, { font: fonts.bold, size: 16 });
  sheet.y -= ROW * 2.2;
  const cerrado = fila.cierre
    ? BOLETA_TEXTS.cerrado(fila.cierre.cerrado_por.nombre, formatInstant(fila.cierre.cerrado_en, timeZone))
    : BOLETA_TEXTS.borrador;
  sheet.fields([
    [BOLETA_TEXTS.trabajador, usuario.nombre],
    [BOLETA_TEXTS.usuario, usuario.username],
    [
      BOLETA_TEXTS.rol,
      usuario.rol ? `${roleBadgeLabel(usuario.rol)} (${usuario.rol})` : roleBadgeLabel(null),
    ],
    [BOLETA_TEXTS.periodo, periodo],
    [BOLETA_TEXTS.estado, cerrado],
  ]);
  sheet.y -= ROW * 0.5;

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

  if (sheet.y - ROW * (totals.length + 3) < BOTTOM) sheet.newPage();
  sheet.y -= ROW;
  sheet.rule(sheet.y + ROW * 0.8);
  sheet.text(BOLETA_TEXTS.totales, MARGIN, { font: fonts.bold, size: 10 });
  sheet.y -= ROW * 1.4;
  sheet.totals(totals, 250);
  sheet.footers(`${usuario.nombre} · ${periodo}`, BOLETA_TEXTS.pagina);
}
