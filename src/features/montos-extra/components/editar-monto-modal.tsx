import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Modal } from 'react-bootstrap';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import {
  MONTO_EXTRA_RULES,
  type ActualizarMontoExtraRequest,
  type MontoExtra,
} from '../../../contract/finanzas';
import { typedMoney } from '../../../contract/money';
import { useUpdateMontoExtra } from '../api/update-monto-extra';
import { FormError } from '../../../components/form-error';
import { FormMoneyField } from '../../../components/money-field';
import { toApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { toCents } from '../../../domain/cents';
import { moneyInputText } from '../../../domain/money-input';

const UPDATE_ERROR = 'Error al actualizar el monto extra';
const UPDATED = 'Monto extra actualizado correctamente';

/** The amount as typed ('12,50'), read by the same rule the server applies to the number sent. */
const formSchema = z.object({ monto: typedMoney(MONTO_EXTRA_RULES) });
type FormValues = z.input<typeof formSchema>;

/** Spec section 4: open, saving, closed on success; a failure keeps it open with the typed value. */
export function EditarMontoModal({ monto, onClose }: { monto: MontoExtra; onClose: () => void }) {
  const update = useUpdateMontoExtra();
  const { control, handleSubmit } = useForm<FormValues, unknown, ActualizarMontoExtraRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: { monto: moneyInputText(toCents(monto.monto)) },
  });

  // The server's own reason when it gave one (an amount of 0 or less is refused there too).
  const reason = update.isError ? toApiError(update.error).message : null;
  const onSubmit = handleSubmit((body) =>
    update.mutate(
      { id: monto.id, body },
      {
        onSuccess: () => {
          notify.success(UPDATED);
          onClose();
        },
      },
    ),
  );

  return (
    <Modal show onHide={update.isPending ? undefined : onClose} centered aria-labelledby="editar-monto-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton={!update.isPending}>
          <Modal.Title id="editar-monto-title" as="h2" className="h5">
            Editar Monto Extra
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormError
            message={update.isError ? (reason ? `${UPDATE_ERROR}: ${reason}` : UPDATE_ERROR) : null}
          />
          <FormMoneyField
            control={control}
            name="monto"
            id="monto-extra-valor"
            label="Nuevo valor del monto"
            currency="$"
            rules={MONTO_EXTRA_RULES}
            autoFocus
            disabled={update.isPending}
          />
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
