import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Modal } from 'react-bootstrap';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import {
  actualizarMontoExtraRequestSchema,
  type ActualizarMontoExtraRequest,
  type MontoExtra,
} from '../../../contract/finanzas';
import { useUpdateMontoExtra } from '../api/update-monto-extra';
import { withContractMessages } from '../../../lib/with-contract-messages';
import { FormError } from '../../../components/form-error';

const UPDATE_ERROR = 'Error al actualizar el monto extra';

const formSchema = withContractMessages(actualizarMontoExtraRequestSchema);
type FormValues = z.input<typeof actualizarMontoExtraRequestSchema>;

/** Spec section 4: open, saving, closed on success; a failure keeps it open with the typed value. */
export function EditarMontoModal({ monto, onClose }: { monto: MontoExtra; onClose: () => void }) {
  const update = useUpdateMontoExtra();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, ActualizarMontoExtraRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: { monto: String(monto.monto) },
  });

  const onSubmit = handleSubmit((body) => update.mutate({ id: monto.id, body }, { onSuccess: onClose }));

  return (
    <Modal show onHide={update.isPending ? undefined : onClose} centered aria-labelledby="editar-monto-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton={!update.isPending}>
          <Modal.Title id="editar-monto-title" as="h2" className="h5">
            Editar Monto Extra
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormError message={update.isError ? UPDATE_ERROR : null} />
          <Form.Group controlId="monto-extra-valor">
            <Form.Label>Nuevo valor del monto</Form.Label>
            <Form.Control
              type="number"
              step="0.01"
              inputMode="decimal"
              autoFocus
              disabled={update.isPending}
              isInvalid={!!errors.monto}
              {...register('monto')}
            />
            <Form.Control.Feedback type="invalid">{errors.monto?.message}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <SubmitButton isPending={update.isPending}>Guardar</SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
