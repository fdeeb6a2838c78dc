import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  MOTIVO_REAPERTURA_MAX,
  periodoLabel,
  reabrirRequestSchema,
  type LiquidacionRowWire,
  type Periodo,
} from '../../../contract/cierre-mes';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useReabrirCierre } from '../api/reabrir-cierre';
import { cerradoText } from './liquidacion-columns';

const REABRIR_ERROR = 'Error al reabrir el mes';

type FormValues = z.input<typeof reabrirRequestSchema>;

/**
 * 'Reabrir' (SuperAdmin): the reason is required, at least MOTIVO_REAPERTURA_MIN characters, as
 * the server checks it. A failure keeps the modal open with the reason typed, and says why.
 */
export function ReabrirModal({
  row,
  periodo,
  onClose,
}: {
  row: LiquidacionRowWire & { cierre: NonNullable<LiquidacionRowWire['cierre']> };
  periodo: Periodo;
  onClose: () => void;
}) {
  const titleId = useId();
  const reabrir = useReabrirCierre();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof reabrirRequestSchema>>({
    resolver: zodResolver(reabrirRequestSchema),
    defaultValues: { motivo: '' },
  });
  const label = periodoLabel(periodo.anio, periodo.mes);
  const onSubmit = handleSubmit(({ motivo }) =>
    reabrir.mutate(
      { id: row.cierre.id, motivo },
      {
        onSuccess: () => {
          notify.success(`Mes de ${label} reabierto para ${row.usuario.nombre}.`);
          onClose();
        },
      },
    ),
  );

  return (
    <Modal show onHide={reabrir.isPending ? undefined : onClose} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton={!reabrir.isPending}>
          <Modal.Title id={titleId} as="h2" className="h5">
            Reabrir mes
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Se reabrirá el mes de <strong>{label}</strong> de <strong>{row.usuario.nombre}</strong>.{' '}
            {cerradoText(row.cierre)}. Sus cobros del mes podrán cambiar de nuevo.
          </p>
          <FormError message={reabrir.isError ? errorMessage(reabrir.error, REABRIR_ERROR) : null} />
          <Form.Group controlId={`${titleId}-motivo`}>
            <Form.Label>Motivo</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={MOTIVO_REAPERTURA_MAX}
              autoFocus
              disabled={reabrir.isPending}
              isInvalid={Boolean(errors.motivo)}
              aria-describedby={errors.motivo ? `${titleId}-motivo-error` : undefined}
              {...register('motivo')}
            />
            <Form.Control.Feedback type="invalid" id={`${titleId}-motivo-error`}>
              {errors.motivo?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={reabrir.isPending}>
            Cancelar
          </Button>
          <SubmitButton variant="warning" isPending={reabrir.isPending} pendingLabel="Reabriendo...">
            Reabrir
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
