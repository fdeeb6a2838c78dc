import { Fragment, useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { ColumnCells, type TableColumn } from '../../../components/data-table/table-columns';
import { useTableColumns } from '../../../components/data-table/use-table-columns';
import { ExpandButton } from '../../../components/expand-button';
import { ExpandableTableHead } from '../../../components/expandable-client-table';
import { DeleteIcon } from '../../../components/icons';
import { toggled } from '../../../components/toggled';
import { fromCents } from '../../../domain/cents';
import { formatDate, formatMoney } from '../../../domain/format';
import type { HistoryPaymentRow, PaymentHistoryRow } from '../../../domain/payment-history';
import { ClientAccountLinks } from './estado-cuenta-link';

const money = (cents: number) => formatMoney(fromCents(cents));

const COLUMNS: readonly TableColumn[] = [
  { id: 'total', header: 'Total pagado', end: true },
  { id: 'ultimo', header: 'Último pago' },
  { id: 'estado', header: 'Estado' },
];

/**
 * Each client's total paid, last payment and state, opening on its payments (newest first), each
 * with its delete button. The client's name and the actions stay; the 'Columnas' menu hides the rest.
 */
export function HistorialPagosTable({
  rows,
  onDelete,
}: {
  rows: readonly PaymentHistoryRow[];
  onDelete: (payment: HistoryPaymentRow, client: PaymentHistoryRow) => void;
}) {
  const { visible, chooser } = useTableColumns('historial-pagos', COLUMNS);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return (
    <>
      {chooser}
      <Table responsive hover className="align-middle">
        <caption className="visually-hidden">Historial de pagos</caption>
        <ExpandableTableHead name="Cliente" columns={visible} />
        <tbody>
          {rows.map((row) => {
            const isOpen = open.has(row.id);
            return (
              <Fragment key={row.id}>
                <tr>
                  <td>
                    {row.payments.length > 0 && (
                      <ExpandButton
                        expanded={isOpen}
                        label={`Pagos de ${row.nombre}`}
                        onToggle={() => setOpen((set) => toggled(set, row.id))}
                      />
                    )}
                  </td>
                  <th scope="row">{row.nombre}</th>
                  <ColumnCells
                    columns={visible}
                    cells={{
                      total: money(row.totalCents),
                      ultimo: row.lastDate ? formatDate(row.lastDate) : 'N/A',
                      estado: (
                        <Badge bg={row.status === 'Con pagos' ? 'success' : 'secondary'}>{row.status}</Badge>
                      ),
                    }}
                  />
                  <td>
                    <ClientAccountLinks cliente={row} />
                  </td>
                </tr>
                {isOpen &&
                  row.payments.map((payment) => (
                    <tr key={payment.id} className="table-light">
                      <td />
                      <td className="ps-4">
                        <Badge bg="info" text="dark">
                          Registrado
                        </Badge>
                      </td>
                      <ColumnCells
                        columns={visible}
                        cells={{ total: money(payment.cents), ultimo: formatDate(payment.fecha) }}
                      />
                      <td className="text-end">
                        <Button
                          size="sm"
                          variant="outline-danger"
                          aria-label={`Eliminar pago de ${money(payment.cents)} del ${formatDate(payment.fecha)}`}
                          onClick={() => onDelete(payment, row)}
                        >
                          <DeleteIcon />
                        </Button>
                      </td>
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
