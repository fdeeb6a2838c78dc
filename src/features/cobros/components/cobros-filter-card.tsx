import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import {
  EMPTY_FILTERS,
  FILTER_FIELD_OPTIONS,
  readFilterSelect,
  targetOptions,
  type CobroFilters,
  type SelectFilterField,
} from '../cobro-filters';
import { MonthOptions } from '../../../components/month-options';
import { SelectOptions } from '../../../components/select-options';

/**
 * Edits a draft of the filters; nothing changes in the tables until 'Aplicar Filtros'. The page
 * remounts it (by key) whenever the applied filters change, so back and forward reset the draft.
 */
export function CobrosFilterCard({
  applied,
  isSupervisor,
  mainTitle,
  years = [],
  defaults = EMPTY_FILTERS,
  onApply,
}: {
  applied: CobroFilters;
  isSupervisor: boolean;
  mainTitle: string;
  /** The years to pick from where cobros carry one (extension `periodos`); none hides 'Año'. */
  years?: readonly number[];
  /** What 'Limpiar Filtros' applies: no filter, or the period the list opens on. */
  defaults?: CobroFilters;
  onApply: (filters: CobroFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const change = (changes: Partial<CobroFilters>) => setDraft((current) => ({ ...current, ...changes }));

  const targets = targetOptions(isSupervisor, mainTitle);
  const select = (field: SelectFilterField, label: string, lg: number, options: ReactNode) => (
    <Col xs={12} sm={6} md={6} lg={lg}>
      <Form.Group controlId={`cobros-filtro-${field}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Select
          value={draft[field] ?? ''}
          onChange={(event) => change(readFilterSelect(field, event.target.value, isSupervisor))}
        >
          {options}
        </Form.Select>
      </Form.Group>
    </Col>
  );

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
            <Col xs={12} md={6} lg={years.length > 0 ? 3 : 4}>
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
            {select('por', 'Filtrar por', 2, <SelectOptions options={FILTER_FIELD_OPTIONS} />)}
            {years.length > 0 &&
              select(
                'anio',
                'Año',
                2,
                <SelectOptions
                  options={[['', 'Todos'], ...years.map((year) => [String(year), String(year)] as const)]}
                />,
              )}
            {select('mes', 'Mes', years.length > 0 ? 2 : 3, <MonthOptions emptyLabel="Todos" />)}
            {select('en', 'Aplicar en', 3, <SelectOptions options={targets} />)}
          </Row>
          <div className="d-flex flex-wrap justify-content-end gap-2 mt-3">
            <Button type="button" variant="outline-secondary" onClick={() => onApply(defaults)}>
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
