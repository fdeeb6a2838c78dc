import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { COBRO_MESSAGES } from '../../../contract/cobro';
import { parseDecimalInput } from '../../../domain/format';
import { SubmitButton } from '../../../components/submit-button';
import { MoneyInput } from '../../../components/number-inputs';

export type AjusteKind = 'bonificado' | 'sancionado';

const TEXTS = {
  bonificado: { title: 'Bonificación', submit: 'Aplicar Bonificación' },
  sancionado: { title: 'Descuento', submit: 'Aplicar Descuento' },
} as const;

export type AjusteValues = { monto: number; nota: string };

/**
 * The bonus or discount modal of the worker payment detail (spec section 2): amount in soles
 * (number, step 0.01, min 0) and reason. It opens with the cobro's current amount and reason,
 * since sancionar_acreditar/ replaces them. The form keeps its input when the save fails.
 */
export function AjusteModal({
  kind,
  cobroId,
  initial,
  isPending,
  onSubmit,
  onCancel,
}: {
  kind: AjusteKind;
  cobroId: number;
  initial: { monto: number; nota: string | null };
  isPending: boolean;
  onSubmit: (values: AjusteValues) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [monto, setMonto] = useState(initial.monto ? String(initial.monto) : '');
  const [nota, setNota] = useState(initial.nota ?? '');
  const [error, setError] = useState<string | null>(null);
  const texts = TEXTS[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseDecimalInput(monto);
    if (Number.isNaN(value)) return setError(COBRO_MESSAGES.montoInvalid);
    if (value < 0) return setError(COBRO_MESSAGES.montoNegative);
    setError(null);
    onSubmit({ monto: value, nota: nota.trim() });
  };

  return (
    <Modal show onHide={isPending ? undefined : onCancel} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!isPending}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {texts.title} · Cobro {cobroId}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId={`${titleId}-monto`}>
            <Form.Label>Monto (S/.)</Form.Label>
            <MoneyInput
              min="0"
              value={monto}
              onChange={(event) => setMonto(event.target.value)}
              isInvalid={error !== null}
              disabled={isPending}
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${titleId}-nota`}>
            <Form.Label>Motivo</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={nota}
              onChange={(event) => setNota(event.target.value)}
              disabled={isPending}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={isPending}>
            Cancelar
          </Button>
          <SubmitButton isPending={isPending} pendingLabel="Aplicando...">
            {texts.submit}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
