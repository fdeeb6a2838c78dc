import { formatMoney, formatNumber, formatUnits } from '../../../domain/format';
import type { HomeSummary } from '../home-summary';
import { ClientesIcon, DocumentacionIcon, MoneyIcon, UnitsIcon } from '../../../components/icons';
import { FigureCards } from './figure-cards';

/** Spec section 2: the four cards of a worker's or an Admin's Home. */
export function SummaryCards({ summary }: { summary: HomeSummary }) {
  return (
    <FigureCards
      figures={[
        {
          label: 'Total de Unidades',
          icon: UnitsIcon,
          value: formatUnits(summary.units),
          hint: summary.cobros === 1 ? 'En 1 cobro' : `En ${formatNumber(summary.cobros)} cobros`,
        },
        {
          label: 'Total a Cobrar',
          icon: MoneyIcon,
          value: formatMoney(summary.amount),
          hint: 'Todos los meses, con bonos y descuentos',
        },
        {
          label: 'Clientes',
          icon: ClientesIcon,
          value: formatNumber(summary.clientes),
          hint: 'Con cobros registrados',
        },
        {
          label: 'Documentos',
          icon: DocumentacionIcon,
          value: formatNumber(summary.documentos),
          hint: 'Con cobros registrados',
        },
      ]}
    />
  );
}
