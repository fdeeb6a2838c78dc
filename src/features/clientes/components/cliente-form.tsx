import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { SubmitButton } from '../../../components/submit-button';
import { clienteRequestSchema, type ClienteRequest } from '../../../contract/cliente';
import { CLIENT_CATEGORIES } from '../../../domain/constants';
import { useAgencias } from '../../../lib/queries/agencias';
import { withContractMessages } from '../../../lib/with-contract-messages';
import { FormError } from '../../../components/form-error';
import { AGENCIAS_LOAD_ERROR } from '../../../lib/messages';

export type ClienteFormValues = z.input<typeof clienteRequestSchema>;

const formSchema = withContractMessages(clienteRequestSchema);

/** Spec section 5: the agency multi-select shows 5 rows. */
const AGENCY_ROWS = 5;

const EMPTY_CLIENTE: ClienteFormValues = { nombre: '', categoria: '', agencia: [] };

/** Insert and modify share this form; the page owns the request and what follows a success. */
export function ClienteForm({
  defaultValues = EMPTY_CLIENTE,
  isPending,
  error,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: ClienteFormValues;
  isPending: boolean;
  error: string | null;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: ClienteRequest) => void;
  onCancel: () => void;
}) {
  const hintId = useId();
  const agencias = useAgencias();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ClienteFormValues, unknown, ClienteRequest>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });

  const chosen = new Set(useWatch({ control, name: 'agencia' }).map(String));
  const chosenNames = (agencias.data ?? [])
    .filter((agencia) => chosen.has(String(agencia.id)))
    .map((agencia) => agencia.nombre);

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormError message={error} />
      <fieldset disabled={isPending}>
        <Form.Group className="mb-3" controlId="cliente-nombre">
          <Form.Label>Nombre</Form.Label>
          <Form.Control type="text" autoComplete="off" isInvalid={!!errors.nombre} {...register('nombre')} />
          <Form.Control.Feedback type="invalid">{errors.nombre?.message}</Form.Control.Feedback>
        </Form.Group>

        <Form.Group className="mb-3" controlId="cliente-categoria">
          <Form.Label>Categoría</Form.Label>
          <Form.Select isInvalid={!!errors.categoria} {...register('categoria')}>
            <option value="">Seleccione una categoría</option>
            {Object.entries(CLIENT_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.categoria?.message}</Form.Control.Feedback>
        </Form.Group>

        <Form.Group className="mb-4" controlId="cliente-agencias">
          <Form.Label>Agencias</Form.Label>
          {agencias.isPending ? (
            <LoadingState label="Cargando agencias..." />
          ) : agencias.isError ? (
            <ErrorState message={AGENCIAS_LOAD_ERROR} onRetry={() => void agencias.refetch()} />
          ) : (
            <>
              <Form.Select
                multiple
                htmlSize={AGENCY_ROWS}
                // Bottom padding would show a sliver of a sixth row under the five.
                className="pb-0"
                isInvalid={!!errors.agencia}
                aria-describedby={hintId}
                {...register('agencia')}
              >
                {agencias.data.map((agencia) => (
                  <option key={agencia.id} value={String(agencia.id)}>
                    {agencia.nombre}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.agencia?.message}</Form.Control.Feedback>
              <Form.Text id={hintId} className="d-block">
                Mantenga presionada la tecla Ctrl (Cmd en Mac) para seleccionar varias agencias.
              </Form.Text>
              <Form.Text className="d-block" aria-live="polite">
                {chosenNames.length > 0
                  ? `Seleccionadas: ${chosenNames.join(', ')}`
                  : 'Ninguna agencia seleccionada'}
              </Form.Text>
            </>
          )}
        </Form.Group>

        <div className="d-flex justify-content-end gap-2">
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <SubmitButton isPending={isPending} pendingLabel={pendingLabel} disabled={!agencias.isSuccess}>
            {submitLabel}
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
