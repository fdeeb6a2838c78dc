import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { z } from 'zod';
import { CategoriaSelect } from '../../../components/categoria-select';
import { CheckboxListSelect } from '../../../components/checkbox-list-select';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { AGENCIAS_LOAD_ERROR } from '../../../lib/messages';
import { LoadingState } from '../../../components/loading-state';
import { FormPage } from '../../../components/page/form-page';
import { RequiredMark } from '../../../components/required-mark';
import { clienteRequestSchema, type ClienteRequest } from '../../../contract/cliente';
import { useAgencias } from '../../../lib/queries/agencias';
import { withContractMessages } from '../../../lib/with-contract-messages';

export type ClienteFormValues = z.input<typeof clienteRequestSchema>;

const formSchema = withContractMessages(clienteRequestSchema);

const AGENCIAS_MISSING = 'Espera a que carguen las agencias';

const EMPTY_CLIENTE: ClienteFormValues = { nombre: '', categoria: '', agencia: [] };

/**
 * Insert and modify share this form page; the page owns the request and what follows a success
 * (`success` replaces the form, as FormPage does).
 */
export function ClienteForm({
  title,
  defaultValues = EMPTY_CLIENTE,
  isPending,
  error,
  submitLabel,
  pendingLabel,
  success,
  onSubmit,
  onCancel,
}: {
  title: string;
  defaultValues?: ClienteFormValues;
  isPending: boolean;
  error: string | null;
  submitLabel: string;
  pendingLabel: string;
  success?: ReactNode;
  onSubmit: (values: ClienteRequest) => void;
  onCancel: () => void;
}) {
  const agencias = useAgencias();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty },
  } = useForm<ClienteFormValues, unknown, ClienteRequest>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });

  const options = (agencias.data ?? []).map((agencia) => ({
    value: String(agencia.id),
    label: agencia.nombre,
  }));

  return (
    <FormPage
      title={title}
      onSubmit={handleSubmit(onSubmit)}
      onCancel={onCancel}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      isPending={isPending}
      submitDisabled={!agencias.isSuccess}
      disabledReason={AGENCIAS_MISSING}
      requiredNote
      dirty={isDirty}
      success={success}
    >
      <FormError message={error} />
      <fieldset disabled={isPending}>
        <Form.Group className="mb-3" controlId="cliente-nombre">
          <Form.Label>
            Nombre
            <RequiredMark />
          </Form.Label>
          <Form.Control
            type="text"
            autoComplete="off"
            aria-required
            isInvalid={!!errors.nombre}
            {...register('nombre')}
          />
          <Form.Control.Feedback type="invalid">{errors.nombre?.message}</Form.Control.Feedback>
        </Form.Group>

        <CategoriaSelect
          className="mb-3"
          controlId="cliente-categoria"
          registration={register('categoria')}
          error={errors.categoria?.message}
          required
        />

        <div className="mb-2">
          {agencias.isPending ? (
            <LoadingState label="Cargando agencias..." />
          ) : agencias.isError ? (
            <ErrorState message={AGENCIAS_LOAD_ERROR} onRetry={() => void agencias.refetch()} />
          ) : (
            <Controller
              control={control}
              name="agencia"
              render={({ field }) => (
                <CheckboxListSelect
                  label="Agencias"
                  options={options}
                  selected={field.value.map(String)}
                  onChange={field.onChange}
                  selectedLabel="Seleccionadas"
                  searchPlaceholder="Buscar agencia..."
                  noMatchText="Ninguna agencia coincide con la búsqueda"
                  required
                  error={errors.agencia?.message}
                />
              )}
            />
          )}
        </div>
      </fieldset>
    </FormPage>
  );
}
