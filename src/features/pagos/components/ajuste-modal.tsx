import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { AJUSTE_MONTO_RULES } from '../../../contract/sancionar-acreditar';
import { fromCents } from '../../../domain/cents';
import { parseMoneyInput } from '../../../domain/money-input';
import { SubmitButton } from '../../../components/submit-button';
import { MoneyField } from '../../../components/money-field';

export type AjusteKind = 'bonificado' | 'sancionado';

const TEXTS = {
  bonificado: { title: 'Bonificación', submit: 'Aplicar Bonificación' },
  sancionado: { title: 'Descuento', submit: 'Aplicar Descuento' },
} as const;

export type AjusteValues = { monto: number; nota: string };

/**
 * The bonus or discount modal of the worker payment detail (spec section 2): amount in soles
 * (from 0, to the céntimo, typed with a comma or a point) and reason. It opens with the cobro's current amount and reason,
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
  const [attempted, setAttempted] = useState(false);
  const texts = TEXTS[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const parsed = parseMoneyInput(monto, AJUSTE_MONTO_RULES);
    if (parsed.ok) onSubmit({ monto: fromCents(parsed.value), nota: nota.trim() });
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
          <MoneyField
            className="mb-3"
            id={`${titleId}-monto`}
            label="Monto (S/.)"
            currency="S/."
            rules={AJUSTE_MONTO_RULES}
            value={monto}
            onChange={setMonto}
            showError={attempted}
            disabled={isPending}
            autoFocus
          />
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
