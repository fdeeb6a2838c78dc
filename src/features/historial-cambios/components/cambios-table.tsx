import { Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { TruncatedText } from '../../../components/truncated-text';
import type { AuditoriaAccion, AuditoriaWire } from '../../../contract/cierre-mes';
import { AGENCY_TIME_ZONE } from '../../../lib/agency-zone';
import {
  ACCION_LABELS,
  ENTIDAD_LABELS,
  NO_VALUE,
  campoLabel,
  formatInstant,
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

/** The history's records, one row per changed field, newest first. */
export function CambiosTable({ records }: { records: readonly AuditoriaWire[] }) {
  return (
    <Table responsive hover size="sm" className="align-middle cambios-table">
      <caption className="visually-hidden">Historial de cambios</caption>
      <thead>
        <tr>
          <th scope="col">Fecha</th>
          <th scope="col">Usuario</th>
          <th scope="col">Acción</th>
          <th scope="col">Qué</th>
          <th scope="col">Campo</th>
          <th scope="col">Antes</th>
          <th scope="col">Después</th>
          <th scope="col">Motivo</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.id}>
            <td className="text-nowrap">{formatInstant(record.fecha, AGENCY_TIME_ZONE)}</td>
            <td>
              <TruncatedText text={record.usuario.nombre} lines={2} />
            </td>
            <td>
              <Badge bg={ACCION_TONES[record.accion]} text={record.accion === 'reabrir' ? 'dark' : undefined}>
                {ACCION_LABELS[record.accion]}
              </Badge>
            </td>
            <td className="text-nowrap">
              <Que record={record} />
            </td>
            <td>{campoLabel(record.campo)}</td>
            <td>
              <TruncatedText text={formatValue(record, record.antes)} lines={2} />
            </td>
            <td>
              <TruncatedText text={formatValue(record, record.despues)} lines={2} />
            </td>
            <td>
              <TruncatedText text={record.motivo ?? NO_VALUE} lines={2} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
