import { Button, Modal, Spinner, Table } from 'react-bootstrap';
import { RegistrosTable } from '../../../components/registros-table';
import type { Documento } from '../../../contract/documento';
import type { Tarea } from '../../../contract/finanzas';
import { taskTypeLabel } from '../../../domain/task-types';

/** What the modal shows: the document and its Open/SPR detail, or how far loading them went. */
export type RegistrosContent =
  | { status: 'ready'; documento: Documento | null; openSpr: readonly Tarea[] }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void };

/**
 * A document's record contents (spec section 2): its spreadsheet rows with a units column, and,
 * for Open and SPR, the raw detail. Open and SPR have no rows of their own: their units only
 * move through adjustments (backend-notes, cobro estimado), so the detail is each adjustment as
 * listar_tarea/ sent it.
 */
export function RegistrosModal({
  nombre,
  content,
  onClose,
}: {
  /** The document's name; null keeps the modal closed. */
  nombre: string | null;
  content: RegistrosContent;
  onClose: () => void;
}) {
  const documento = content.status === 'ready' ? content.documento : null;
  const openSpr = content.status === 'ready' ? content.openSpr : [];
  return (
    <Modal
      show={nombre !== null}
      onHide={onClose}
      centered
      scrollable
      aria-labelledby="registros-modal-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="registros-modal-title" as="h2" className="h5 text-break">
          Registros de {nombre}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {content.status === 'loading' && (
          <p role="status" className="mb-0 text-secondary">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Cargando registros…
          </p>
        )}
        {content.status === 'error' && (
          <p role="alert" className="mb-0 text-danger">
            No se pudieron cargar los registros.{' '}
            <Button size="sm" variant="outline-secondary" onClick={content.retry}>
              Reintentar
            </Button>
          </p>
        )}
        {content.status !== 'ready' ? null : documento === null ||
          documento.contenido_registros.length === 0 ? (
          <p className="mb-0 text-secondary">El documento no tiene registros.</p>
        ) : (
          <RegistrosTable registros={documento.contenido_registros} />
        )}
        {openSpr.length > 0 && (
          <section aria-labelledby="registros-modal-open-spr">
            <h3 id="registros-modal-open-spr" className="h6 mt-3">
              Detalle Open / SPR
            </h3>
            <Table size="sm" striped aria-labelledby="registros-modal-open-spr" className="mb-0">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Tipo</th>
                  <th scope="col">Detalle</th>
                </tr>
              </thead>
              <tbody>
                {openSpr.map((tarea) => (
                  <tr key={tarea.id}>
                    <td>{tarea.id}</td>
                    <td>{tarea.tarea === null ? 'N/A' : taskTypeLabel(tarea.tarea)}</td>
                    <td>
                      <code className="text-body">{`suma: ${tarea.suma}, restar: ${tarea.restar}`}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        )}
      </Modal.Body>
    </Modal>
  );
}
