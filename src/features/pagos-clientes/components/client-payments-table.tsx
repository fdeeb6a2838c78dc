import { Fragment, useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { ExpandButton } from '../../../components/expand-button';
import { toggled } from '../../../components/toggled';
import { fromCents } from '../../../domain/cents';
import type { ClientPaymentRow, ClientPaymentTotals } from '../../../domain/client-payments';
import type { BalanceCents, PaymentStatus } from '../../../domain/finance';
import { formatMoney } from '../../../domain/format';
import { taskTypeLabel } from '../../../domain/task-types';

const money = (cents: number) => formatMoney(fromCents(cents));

function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge bg={status === 'Pagado' ? 'success' : 'warning'} text={status === 'Pagado' ? undefined : 'dark'}>
      {status}
    </Badge>
  );
}

function BalanceText({ balance }: { balance: BalanceCents }) {
  if (balance.kind === 'Saldado') return <span className="text-secondary">{money(0)}</span>;
  return (
    <span className={balance.kind === 'Deuda' ? 'text-danger' : 'text-success'}>
      {balance.kind}: {money(balance.cents)}
    </span>
  );
}

/**
 * Clients, then their documents, then the documents' adjustments (spec section 2). Each level
 * opens with a button carrying aria-expanded.
 */
export function ClientPaymentsTable({
  rows,
  totals,
  onShowRegistros,
}: {
  rows: readonly ClientPaymentRow[];
  totals: ClientPaymentTotals;
  onShowRegistros: (documentoId: number) => void;
}) {
  const [openClients, setOpenClients] = useState<ReadonlySet<number>>(new Set());
  const [openDocuments, setOpenDocuments] = useState<ReadonlySet<number>>(new Set());
  return (
    <Table responsive hover className="align-middle">
      <caption className="visually-hidden">Pagos de Clientes</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: '2.5rem' }}>
            <span className="visually-hidden">Expandir</span>
          </th>
          <th scope="col">Cliente / Documento</th>
          <th scope="col" className="text-end">
            Estimado
          </th>
          <th scope="col" className="text-end">
            Pagado
          </th>
          <th scope="col" className="text-end">
            Saldo
          </th>
          <th scope="col">Estado</th>
          <th scope="col">
            <span className="visually-hidden">Acciones</span>
          </th>
        </tr>
      </thead>
      {rows.map((client) => {
        const open = openClients.has(client.id);
        return (
          <tbody key={client.id}>
            <tr>
              <td>
                <ExpandButton
                  expanded={open}
                  label={`Documentos de ${client.nombre}`}
                  onToggle={() => setOpenClients((set) => toggled(set, client.id))}
                />
              </td>
              <th scope="row">{client.nombre}</th>
              <td className="text-end">{money(client.estimatedCents)}</td>
              <td className="text-end">{money(client.paidCents)}</td>
              <td className="text-end">
                <BalanceText balance={client.balance} />
              </td>
              <td>
                <StatusBadge status={client.status} />
              </td>
              <td />
            </tr>
            {open && client.documents.length === 0 && (
              <tr>
                <td />
                <td colSpan={6} className="text-secondary ps-4">
                  El cliente no tiene documentos.
                </td>
              </tr>
            )}
            {open &&
              client.documents.map((document) => {
                const docOpen = openDocuments.has(document.id);
                return (
                  <Fragment key={document.id}>
                    <tr className="table-light">
                      <td className="ps-3">
                        {document.adjustments.length > 0 && (
                          <ExpandButton
                            expanded={docOpen}
                            label={`Ajustes de ${document.nombre}`}
                            onToggle={() => setOpenDocuments((set) => toggled(set, document.id))}
                          />
                        )}
                      </td>
                      <td className="ps-4">{document.nombre}</td>
                      <td className="text-end">{money(document.estimatedCents)}</td>
                      <td className="text-end">{money(document.paidCents)}</td>
                      <td />
                      <td>
                        <StatusBadge status={document.status} />
                      </td>
                      <td className="text-end">
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          aria-label={`Ver registros de ${document.nombre}`}
                          onClick={() => onShowRegistros(document.id)}
                        >
                          Registros
                        </Button>
                      </td>
                    </tr>
                    {docOpen &&
                      document.adjustments.map((adjustment) => (
                        <tr key={adjustment.id} className="small">
                          <td />
                          <td className="ps-5">
                            Ajuste {adjustment.tarea === null ? '' : taskTypeLabel(adjustment.tarea)}{' '}
                            <Badge bg={adjustment.kind === 'Suma' ? 'success' : 'danger'}>
                              {adjustment.kind}
                            </Badge>
                          </td>
                          <td className="text-end">{money(adjustment.cents)}</td>
                          <td colSpan={4} />
                        </tr>
                      ))}
                  </Fragment>
                );
              })}
          </tbody>
        );
      })}
      <tfoot>
        <tr className="fw-semibold">
          <td />
          <th scope="row">Totales</th>
          <td className="text-end">{money(totals.estimatedCents)}</td>
          <td className="text-end">{money(totals.paidCents)}</td>
          <td className="text-end">
            <BalanceText balance={totals.balance} />
          </td>
          <td colSpan={2} />
        </tr>
      </tfoot>
    </Table>
  );
}
