import { PDFDocument } from 'pdf-lib';
import { periodoLabel } from '../../src/contract/cierre-mes';
import { monthNumber } from '../../src/domain/months';
import { boletaFonts, drawBoleta, type BoletaInput } from './boleta-draw';

/**
 * The pay statement files of `cierre_mes`: one worker's (`GET ext/liquidacion/{usuarioId}/boleta.pdf`)
 * and the month's with every worker, each on its own pages (`GET ext/liquidacion/boletas.pdf`).
 * A file's bytes depend only on what it shows: its dates are the closing's or the period's.
 */

/** The period's first day, as the metadata of an open month's file. */
const periodStart = (anio: number, mes: string) => new Date(Date.UTC(anio, monthNumber(mes) - 1, 1));

async function createDocument(title: string, subject: string, date: Date): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setAuthor('Back office');
  doc.setCreator('Back office');
  doc.setProducer('pdf-lib');
  doc.setLanguage('es');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return doc;
}

export async function renderBoleta(input: BoletaInput): Promise<Uint8Array> {
  const periodo = periodoLabel(input.anio, input.mes);
  const cierre = input.fila.cierre;
  const doc = await createDocument(
    `Boleta de pago · ${input.usuario.nombre} · ${periodo}`,
    `Boleta de pago de ${periodo}`,
    cierre ? new Date(cierre.cerrado_en) : periodStart(input.anio, input.mes),
  );
  drawBoleta(doc, await boletaFonts(doc), input);
  return doc.save({ useObjectStreams: false });
}

/**
 * Every worker's statement of one period in one file, in the order given (the liquidacion's).
 * Dated by the latest closing among them, or the period's first day when none is closed.
 */
export async function renderBoletas(
  anio: number,
  mes: string,
  inputs: readonly Omit<BoletaInput, 'anio' | 'mes'>[],
): Promise<Uint8Array> {
  const periodo = periodoLabel(anio, mes);
  const closings = inputs.flatMap((input) => (input.fila.cierre ? [input.fila.cierre.cerrado_en] : []));
  const latest = closings.sort().at(-1);
  const doc = await createDocument(
    `Boletas de pago · ${periodo}`,
    `Boletas de pago de ${periodo}`,
    latest ? new Date(latest) : periodStart(anio, mes),
  );
  const fonts = await boletaFonts(doc);
  for (const input of inputs) drawBoleta(doc, fonts, { ...input, anio, mes });
  return doc.save({ useObjectStreams: false });
}
