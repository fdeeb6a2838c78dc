import { monthLabel } from '../../domain/months';

export type CobroSummaryInput = {
  id: number;
  cliente: string;
  documento: string;
  mes: string;
  usuario: string | null;
};

/**
 * One line that names a cobro in a confirmation: which, whose client and document, which month,
 * who registered it ('Cobro 65: Clínica Norte · norte_enero.xlsx · Enero · registrado por ana').
 */
export function cobroSummary({ id, cliente, documento, mes, usuario }: CobroSummaryInput): string {
  const parts = [cliente, documento, monthLabel(mes), usuario ? `registrado por ${usuario}` : null];
  return `Cobro ${id}: ${parts.filter((part) => part).join(' · ')}`;
}
