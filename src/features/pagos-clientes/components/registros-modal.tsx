import { Modal, Table } from 'react-bootstrap';
import type { Documento } from '../../../contract/documento';
import { formatUnits } from '../../../domain/format';

/** The records of a document, as the spreadsheet gave them: full name and units. */
export function RegistrosModal({ documento, onClose }: { documento: Documento | null; onClose: () => void }) {
  return (
    <Modal
      show={documento !== null}
      onHide={onClose}
      centered
      scrollable
      aria-labelledby="registros-modal-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="registros-modal-title" as="h2" className="h5">
          Registros de {documento?.nombre_archivo}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {documento && documento.contenido_registros.length === 0 ? (
          <p className="mb-0 text-secondary">El documento no tiene registros.</p>
        ) : (
          <Table size="sm" striped>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Nombre completo</th>
                <th scope="col" className="text-end">
                  Unidades
                </th>
              </tr>
            </thead>
            <tbody>
              {documento?.contenido_registros.map((registro) => (
                <tr key={registro.id}>
                  <td>{registro.id}</td>
                  <td>{registro.nombre_completo}</td>
                  <td className="text-end">{formatUnits(registro.unidades)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal.Body>
    </Modal>
  );
}
