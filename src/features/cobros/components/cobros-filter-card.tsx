import { useState, type FormEvent } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { isMonth } from '../../../domain/months';
import {
  EMPTY_FILTERS,
  FILTER_FIELD_OPTIONS,
  targetOptions,
  type CobroFilters,
  type FilterField,
  type FilterTarget,
} from '../cobro-filters';
import { MonthOptions } from '../../../components/month-options';

/**
 * Edits a draft of the filters; nothing changes in the tables until 'Aplicar Filtros'. The page
 * remounts it (by key) whenever the applied filters change, so back and forward reset the draft.
 */
export function CobrosFilterCard({
  applied,
  isSupervisor,
  mainTitle,
  onApply,
}: {
  applied: CobroFilters;
  isSupervisor: boolean;
  mainTitle: string;
  onApply: (filters: CobroFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const change = (changes: Partial<CobroFilters>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, texto: draft.texto.trim() });
  };

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h6 mb-3">Filtros</h2>
        <Form onSubmit={submit} aria-label="Filtros de cobros">
          <Row className="g-3 align-items-end">
            <Col xs={12} md={6} lg={4}>
              <Form.Group controlId="cobros-filtro-texto">
                <Form.Label>Buscar</Form.Label>
                <Form.Control
                  type="search"
                  autoComplete="off"
                  placeholder={`Nombre del ${draft.por}...`}
                  value={draft.texto}
                  onChange={(event) => change({ texto: event.target.value })}
                />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6} md={6} lg={2}>
              <Form.Group controlId="cobros-filtro-por">
                <Form.Label>Filtrar por</Form.Label>
                <Form.Select
                  value={draft.por}
                  onChange={(event) => change({ por: event.target.value as FilterField })}
                >
                  {FILTER_FIELD_OPTIONS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={12} sm={6} md={6} lg={3}>
              <Form.Group controlId="cobros-filtro-mes">
                <Form.Label>Mes</Form.Label>
                <Form.Select
                  value={draft.mes ?? ''}
                  onChange={(event) =>
                    change({ mes: isMonth(event.target.value) ? event.target.value : null })
                  }
                >
                  <MonthOptions emptyLabel="Todos" />
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={12} sm={6} md={6} lg={3}>
              <Form.Group controlId="cobros-filtro-en">
                <Form.Label>Aplicar en</Form.Label>
                <Form.Select
                  value={draft.en}
                  onChange={(event) => change({ en: event.target.value as FilterTarget })}
                >
                  {targetOptions(isSupervisor, mainTitle).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>
          <div className="d-flex flex-wrap justify-content-end gap-2 mt-3">
            <Button type="button" variant="outline-secondary" onClick={() => onApply(EMPTY_FILTERS)}>
              Limpiar Filtros
            </Button>
            <Button type="submit" variant="primary">
              Aplicar Filtros
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
