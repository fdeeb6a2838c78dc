import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { Rango } from '../api/get-estado-cuenta';

const RANGO_INVERTIDO = 'La fecha "Desde" no puede ser posterior a "Hasta".';

/**
 * The statement's period: two days and 'Aplicar', or 'Todo el historial'. The fields are the
 * user's until applied; the applied period lives in the URL.
 */
export function RangoForm({
  applied,
  onApply,
  onAll,
}: {
  applied: Rango;
  onApply: (rango: Rango) => void;
  onAll: () => void;
}) {
  const [desde, setDesde] = useState(applied.desde);
  const [hasta, setHasta] = useState(applied.hasta);
  const inverted = desde !== '' && hasta !== '' && desde > hasta;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inverted) onApply({ desde, hasta });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Periodo del estado de cuenta">
      <Row className="g-2 align-items-end">
        <Col xs={6} md="auto">
          <Form.Group controlId="estado-cuenta-desde">
            <Form.Label className="small mb-1">Desde</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={desde}
              max={hasta || undefined}
              onChange={(event) => setDesde(event.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={6} md="auto">
          <Form.Group controlId="estado-cuenta-hasta">
            <Form.Label className="small mb-1">Hasta</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={hasta}
              min={desde || undefined}
              isInvalid={inverted}
              aria-describedby={inverted ? 'estado-cuenta-rango-error' : undefined}
              onChange={(event) => setHasta(event.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs="auto" className="d-flex gap-2">
          <Button type="submit" size="sm" disabled={inverted}>
            Aplicar
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline-secondary"
            onClick={() => {
              setDesde('');
              setHasta('');
              onAll();
            }}
          >
            Todo el historial
          </Button>
        </Col>
      </Row>
      {inverted && (
        <div id="estado-cuenta-rango-error" className="small text-danger mt-1">
          {RANGO_INVERTIDO}
        </div>
      )}
    </Form>
  );
}
