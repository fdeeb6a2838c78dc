import type { ReactNode } from 'react';
import { Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ColumnCells, ColumnHeaders, type TableColumn } from '../../../components/data-table/table-columns';
import { useTableColumns } from '../../../components/data-table/use-table-columns';
import { TruncatedText } from '../../../components/truncated-text';
import type { AuditoriaAccion, AuditoriaWire } from '../../../contract/cierre-mes';
import { formatInstant } from '../../../domain/agency-time';
import { AGENCY_TIME_ZONE } from '../../../lib/agency-zone';
import {
  ACCION_LABELS,
  ENTIDAD_LABELS,
  NO_VALUE,
  campoLabel,
  formatValue,
  recordLink,
} from '../cambio-format';

const ACCION_TONES: Record<AuditoriaAccion, string> = {
  crear: 'success',
  modificar: 'primary',
  eliminar: 'danger',
  cerrar: 'secondary',
  reabrir: 'warning',
};

function Que({ record }: { record: AuditoriaWire }) {
  const text = `${ENTIDAD_LABELS[record.entidad]} #${record.entidad_id}`;
  const to = recordLink(record);
  return to ? <Link to={to}>{text}</Link> : <>{text}</>;
}

type CambioColumn = TableColumn & { cell: (record: AuditoriaWire) => ReactNode };

const truncated = (text: string) => <TruncatedText text={text} lines={2} />;

const COLUMNS: readonly CambioColumn[] = [
  { id: 'usuario', header: 'Usuario', cell: (record) => truncated(record.usuario.nombre) },
  {
    id: 'accion',
    header: 'Acción',
    cell: (record) => (
      <Badge bg={ACCION_TONES[record.accion]} text={record.accion === 'reabrir' ? 'dark' : undefined}>
        {ACCION_LABELS[record.accion]}
      </Badge>
    ),
  },
  { id: 'que', header: 'Qué', className: 'text-nowrap', cell: (record) => <Que record={record} /> },
  { id: 'campo', header: 'Campo', cell: (record) => campoLabel(record.campo) },
  { id: 'antes', header: 'Antes', cell: (record) => truncated(formatValue(record, record.antes)) },
  { id: 'despues', header: 'Después', cell: (record) => truncated(formatValue(record, record.despues)) },
  { id: 'motivo', header: 'Motivo', cell: (record) => truncated(record.motivo ?? NO_VALUE) },
];

/**
 * The history's records, one row per changed field, newest first. Fecha heads each row; the
 * 'Columnas' menu hides any of the others, remembered for the list.
 */
export function CambiosTable({ records }: { records: readonly AuditoriaWire[] }) {
  const { visible, chooser } = useTableColumns('historial-cambios', COLUMNS);
  return (
    <>
      {chooser}
      <Table responsive hover size="sm" className="align-middle cambios-table">
        <caption className="visually-hidden">Historial de cambios</caption>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <ColumnHeaders columns={visible} />
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td className="text-nowrap">{formatInstant(record.fecha, AGENCY_TIME_ZONE)}</td>
              <ColumnCells
                columns={visible}
                cells={Object.fromEntries(visible.map((column) => [column.id, column.cell(record)]))}
              />
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
