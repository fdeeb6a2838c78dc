import { memo, useDeferredValue, useId, useState, type FormEvent } from 'react';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { SubmitButton } from '../../../components/submit-button';
import { fromCents } from '../../../domain/cents';
import type { ClientPaymentRow } from '../../../domain/client-payments';
import { formatMoney } from '../../../domain/format';
import { agencyToday } from '../../../lib/agency-zone';
import { useRegistrarPago } from '../api/registrar-pago';
import { registrarPagoFailure } from '../registrar-pago-failure';
import {
  EMPTY_PAGO,
  registrarPagoBlocker,
  toRegistrarPagoBody,
  type RegistrarPagoValues,
} from '../registrar-pago-form';
import { MoneyField } from '../../../components/money-field';
import { PAGO_MONTO_RULES } from '../../../contract/finanzas';

const SUCCESS = 'Pago registrado correctamente';

/** The client select names the fund when there is one (spec section 2). */
function clientLabel(row: ClientPaymentRow): string {
  return row.fundCents > 0 ? `${row.nombre} (Fondo: ${formatMoney(fromCents(row.fundCents))})` : row.nombre;
}

const NO_CLIENTS: readonly ClientPaymentRow[] = [];

/** One option per client: redrawn only when the clients change, not on every keystroke in the form. */
const ClientOptions = memo(function ClientOptions({ clients }: { clients: readonly ClientPaymentRow[] }) {
  return clients.map((client) => (
    <option key={client.id} value={client.id}>
      {clientLabel(client)}
    </option>
  ));
});

export function RegistrarPagoCard({ clients }: { clients: readonly ClientPaymentRow[] }) {
  const headingId = useId();
  // A large agency's 2,000 options are drawn just after the table and figures, not before them.
  const listed = useDeferredValue(clients, NO_CLIENTS);
  const [values, setValues] = useState<RegistrarPagoValues>(EMPTY_PAGO);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const registrar = useRegistrarPago();
  // The agency's day, as the server checks it: not this browser's, which may be a zone ahead.
  const today = agencyToday();
  const body = toRegistrarPagoBody(values, today);
  const blocker = registrarPagoBlocker(values, today);
  const reasonId = `${headingId}-reason`;

  const change = (name: keyof RegistrarPagoValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: an invalid form does not submit, silently (the button already says so).
    if (!body || registrar.isPending) return;
    setResult(null);
    registrar.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_PAGO);
        setResult({ ok: true, text: SUCCESS });
      },
      // The input stays, so the user can correct it and try again.
      onError: (error) => setResult({ ok: false, text: registrarPagoFailure(error, body.monto) }),
    });
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="shadow-sm mb-4">
      <Card.Body>
        <h2 id={headingId} className="h5 mb-3">
          Registrar Pago
        </h2>
        {result && (
          <Alert
            variant={result.ok ? 'success' : 'danger'}
            role="alert"
            dismissible
            onClose={() => setResult(null)}
          >
            {result.text}
          </Alert>
        )}
        <Form onSubmit={submit} noValidate>
          <fieldset disabled={registrar.isPending}>
            {/* Tops aligned: the amount's preview or error below it must not lift its input. */}
            <Row className="g-3 align-items-start">
              <Col md={5}>
                <Form.Group controlId={`${headingId}-cliente`}>
                  <Form.Label>Cliente</Form.Label>
                  <Form.Select value={values.cliente} onChange={change('cliente')}>
                    <option value="">Selecciona un cliente</option>
                    <ClientOptions clients={listed} />
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col md={3}>
                <MoneyField
                  id={`${headingId}-monto`}
                  label="Monto del pago"
                  currency="$"
                  rules={PAGO_MONTO_RULES}
                  value={values.monto}
                  onChange={(monto) => setValues((current) => ({ ...current, monto }))}
                />
              </Col>
              <Col md={2}>
                <Form.Group controlId={`${headingId}-fecha`}>
                  <Form.Label>Fecha de pago</Form.Label>
                  <Form.Control type="date" max={today} value={values.fecha} onChange={change('fecha')} />
                </Form.Group>
              </Col>
              <Col md={2} className="d-grid">
                <span className="form-label invisible d-none d-md-block" aria-hidden="true">
                  Registrar
                </span>
                <SubmitButton
                  isPending={registrar.isPending}
                  disabled={!body}
                  aria-describedby={blocker && !registrar.isPending ? reasonId : undefined}
                >
                  Registrar Pago
                </SubmitButton>
              </Col>
            </Row>
            {blocker && !registrar.isPending && (
              <p id={reasonId} className="form-text text-end mb-0 mt-2">
                {blocker}
              </p>
            )}
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
