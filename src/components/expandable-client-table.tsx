import { useState, type ReactNode } from 'react';
import { Badge, Table } from 'react-bootstrap';
import { fromCents } from '../domain/cents';
import type { AdjustmentRow } from '../domain/finance-joins';
import { formatMoney } from '../domain/format';
import { taskTypeLabel } from '../domain/task-types';
import { ExpandButton } from './expand-button';
import { toggled } from './toggled';

/** Which documents are open, for the rows a caller draws under a client. */
export type OpenDocuments = { isOpen: (id: number) => boolean; toggle: (id: number) => void };

/**
 * The finance tables' tree (Pagos de Clientes, Comparativa): one row per client, which opens on
 * its documents, each of which the caller may open further. Every level opens with a button
 * carrying aria-expanded. The columns are: the expand button, 'Cliente / Documento', `headers`,
 * then a last one for row actions.
 */
export function ExpandableClientTable<
  C extends { id: number; nombre: string; documents: readonly unknown[] },
>({
  caption,
  headers,
  rows,
  clientCells,
  renderDocuments,
  clientActions,
  footer,
}: {
  caption: string;
  headers: readonly { label: string; end?: boolean }[];
  rows: readonly C[];
  /** The client row's cells after its name, one per header. */
  clientCells: (client: C) => ReactNode;
  /** The client row's last cell: its actions, if any. */
  clientActions?: (client: C) => ReactNode;
  /** The rows under an open client that has documents. */
  renderDocuments: (client: C, documents: OpenDocuments) => ReactNode;
  footer?: ReactNode;
}) {
  const [openClients, setOpenClients] = useState<ReadonlySet<number>>(new Set());
  const [openDocuments, setOpenDocuments] = useState<ReadonlySet<number>>(new Set());
  const documents: OpenDocuments = {
    isOpen: (id) => openDocuments.has(id),
    toggle: (id) => setOpenDocuments((set) => toggled(set, id)),
  };
  return (
    <Table responsive hover className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: '2.5rem' }}>
            <span className="visually-hidden">Expandir</span>
          </th>
          <th scope="col">Cliente / Documento</th>
          {headers.map((header) => (
            <th key={header.label} scope="col" className={header.end ? 'text-end' : undefined}>
              {header.label}
            </th>
          ))}
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
              {clientCells(client)}
              <td className="text-end">{clientActions?.(client)}</td>
            </tr>
            {open && client.documents.length === 0 && (
              <tr>
                <td />
                <td colSpan={headers.length + 1} className="text-secondary ps-4">
                  El cliente no tiene documentos.
                </td>
              </tr>
            )}
            {open && client.documents.length > 0 && renderDocuments(client, documents)}
          </tbody>
        );
      })}
      {footer}
    </Table>
  );
}

/** An adjustment under its document: 'Ajuste Open Suma' and its signed amount. */
export function AdjustmentTableRow({ adjustment, columns }: { adjustment: AdjustmentRow; columns: number }) {
  return (
    <tr className="small">
      <td />
      <td className="ps-5">
        Ajuste {adjustment.tarea === null ? '' : taskTypeLabel(adjustment.tarea)}{' '}
        <Badge bg={adjustment.kind === 'Suma' ? 'success' : 'danger'}>{adjustment.kind}</Badge>
      </td>
      <td className="text-end">{formatMoney(fromCents(adjustment.cents))}</td>
      <td colSpan={columns - 3} />
    </tr>
  );
}
