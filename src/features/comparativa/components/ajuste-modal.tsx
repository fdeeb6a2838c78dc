import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { SubmitButton } from '../../../components/submit-button';
import { TAREA_UNIDADES_MAX } from '../../../contract/finanzas';
import { parseUnitsInput } from '../../../domain/money-input';
import { TASK_TYPE_IDS, taskTypeLabel } from '../../../domain/task-types';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateTarea } from '../../../lib/queries/create-tarea';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { UnitsField } from '../../../components/money-field';
import { fromCents, lineCents } from '../../../domain/cents';
import { UNIT_VALUE_CENTS } from '../../../domain/comparativa';
import { formatMoney } from '../../../domain/format';

export type AjusteMode = 'sumar' | 'restar';
export type AjusteTarget = { mode: AjusteMode; estimadoId: number; documento: string };

/** What one unit moves the estimate by, said beside the field so units are not read as money. */
const UNIT_VALUE = formatMoney(fromCents(UNIT_VALUE_CENTS));

/** An adjustment of nothing is refused by crear_tarea/, so the form asks for at least one unit. */
const UNITS_MIN = 1;

/** 'Sumar unidades' / 'Restar unidades' (spec section 2): one crear_tarea/ on the document's estimate. */
export function AjusteModal({ target, onClose }: { target: AjusteTarget; onClose: () => void }) {
  const formId = useId();
  const [tarea, setTarea] = useState<string>(String(TASK_TYPE_IDS[0]));
  const [unidades, setUnidades] = useState('');
  const [touched, setTouched] = useState(false);
  const creation = useCreateTarea();
  const parsed = parseUnitsInput(unidades, TAREA_UNIDADES_MAX, UNITS_MIN);
  const units = parsed.ok ? parsed.value : null;
  const isSuma = target.mode === 'sumar';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (units === null || creation.isPending) return;
    creation.mutate(
      {
        cobro: target.estimadoId,
        tarea: Number(tarea),
        sumar: isSuma ? units : 0,
        restar: isSuma ? 0 : units,
      },
      {
        onSuccess: () => {
          notify.success('Operación registrada correctamente');
          onClose();
        },
        // The modal stays open with its input, so the user can retry.
        onError: (error) => notify.error(`Error al guardar operación: ${errorMessage(error, UNKNOWN_ERROR)}`),
      },
    );
  };

  const title = isSuma ? 'Sumar unidades' : 'Restar unidades';
  return (
    <Modal
      show
      onHide={creation.isPending ? undefined : onClose}
      centered
      aria-labelledby={`${formId}-title`}
    >
      <Modal.Header closeButton={!creation.isPending}>
        <Modal.Title id={`${formId}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Form id={formId} onSubmit={submit} noValidate>
        <Modal.Body>
          <fieldset disabled={creation.isPending} className="d-grid gap-3">
            <Form.Group controlId={`${formId}-documento`}>
              <Form.Label>Documento</Form.Label>
              <Form.Control readOnly plaintext value={target.documento} />
            </Form.Group>
            <Form.Group controlId={`${formId}-tarea`}>
              <Form.Label>Tipo de tarea</Form.Label>
              <Form.Select value={tarea} onChange={(event) => setTarea(event.target.value)}>
                {TASK_TYPE_IDS.map((type) => (
                  <option key={type} value={type}>
                    {taskTypeLabel(type)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <div>
              <UnitsField
                id={`${formId}-unidades`}
                label={`Unidades (${UNIT_VALUE} c/u)`}
                max={TAREA_UNIDADES_MAX}
                min={UNITS_MIN}
                value={unidades}
                onChange={setUnidades}
                showError={touched}
              />
              {units !== null && (
                <Form.Text className="d-block">
                  {isSuma ? 'Sube' : 'Baja'} el estimado del documento en{' '}
                  {formatMoney(fromCents(lineCents(units, UNIT_VALUE_CENTS)))}.
                </Form.Text>
              )}
            </div>
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={creation.isPending}>
            Cancelar
          </Button>
          <SubmitButton isPending={creation.isPending} variant={isSuma ? 'success' : 'danger'}>
            {isSuma ? 'Confirmar Suma' : 'Confirmar Resta'}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
