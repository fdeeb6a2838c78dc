import { useEffect, useRef } from 'react';
import { Alert, Badge, Button, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { ProcesarExcelResponse } from '../../../contract/documento';
import { formatNumber } from '../../../domain/format';
import { paths } from '../../../lib/paths';
import { FileName } from './file-name';
import { failedFilesWarning, isFullSuccess, uploadStatusLabel } from '../upload-status';

type FileResult = ProcesarExcelResponse['resultados_individuales'][number]['resultado'];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Col xs={6} md={3}>
      <div className="small text-secondary">{label}</div>
      <div className="fw-semibold text-break">{value}</div>
    </Col>
  );
}

const count = (value: number | null | undefined) => formatNumber(value ?? 0);

function ProcessedFile({ archivo, resultado }: { archivo: string; resultado: FileResult }) {
  const success = isFullSuccess(resultado.status);
  const errores = resultado.errores ?? [];
  return (
    <Card as="li" className="mb-3">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h4 className="h6 mb-0">
          <FileName name={archivo} />
        </h4>
        <Badge bg={success ? 'success' : 'warning'} text={success ? undefined : 'dark'}>
          {success ? 'Éxito' : 'Éxito parcial'}
        </Badge>
      </Card.Header>
      <Card.Body>
        <Row className="g-3">
          <Stat label="Hoja procesada" value={resultado.hoja_procesada || 'N/A'} />
          <Stat label="Rango de filas" value={resultado.rango_filas || 'N/A'} />
          <Stat label="Registros creados" value={count(resultado.registros_creados)} />
          <Stat label="Filas omitidas" value={count(resultado.filas_omitidas)} />
        </Row>
        {errores.length > 0 && (
          <div className="mt-3">
            <div className="small text-secondary mb-1">Motivos de las filas omitidas</div>
            <ul className="small mb-0 ps-3 overflow-auto" style={{ maxHeight: '10rem' }}>
              {errores.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </ul>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** What procesar_excel/ did with each file (spec section 3, "Document processing result"). */
export function UploadResults({
  response,
  onUploadMore,
}: {
  response: ProcesarExcelResponse;
  onUploadMore: () => void;
}) {
  const warning = failedFilesWarning(response);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was on is gone; keyboard and screen reader users continue from here.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="resultados-titulo">
      <h2 id="resultados-titulo" ref={headingRef} tabIndex={-1} className="h5 mb-3">
        Resultados del procesamiento
      </h2>
      <Row className="g-3 mb-3">
        <Stat label="Estado" value={uploadStatusLabel(response.status)} />
        <Stat label="Archivos procesados" value={count(response.archivos_procesados)} />
        <Stat label="Archivos fallidos" value={count(response.archivos_fallidos)} />
      </Row>
      {warning && (
        <Alert variant="warning" role="alert">
          {warning}
        </Alert>
      )}

      {response.resultados_individuales.length > 0 && (
        <>
          <h3 className="h6 mt-4">Archivos procesados</h3>
          <ul className="list-unstyled mb-0">
            {response.resultados_individuales.map((item, index) => (
              <ProcessedFile
                key={`${index}-${item.archivo}`}
                archivo={item.archivo}
                resultado={item.resultado}
              />
            ))}
          </ul>
        </>
      )}

      {response.errores.length > 0 && (
        <>
          <h3 className="h6 mt-4">Archivos fallidos</h3>
          <ul className="list-unstyled mb-0">
            {response.errores.map((item, index) => (
              <Card as="li" key={`${index}-${item.archivo}`} border="danger" className="mb-3">
                <Card.Header className="d-flex align-items-center justify-content-between gap-2">
                  <h4 className="h6 mb-0">
                    <FileName name={item.archivo} />
                  </h4>
                  <Badge bg="danger">Fallido</Badge>
                </Card.Header>
                <Card.Body className="text-danger-emphasis">{item.error}</Card.Body>
              </Card>
            ))}
          </ul>
        </>
      )}

      <div className="d-flex flex-wrap justify-content-end gap-2 mt-4">
        <Link to={paths.documentacion.list.to()} className="btn btn-outline-secondary">
          Ver lista de documentos
        </Link>
        <Button onClick={onUploadMore}>Subir más documentos</Button>
      </div>
    </section>
  );
}
