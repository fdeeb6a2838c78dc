import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../components/form-error';
import { FormPage } from '../../components/page/form-page';
import { SavedPanel } from '../../components/page/saved-panel';
import { RequiredMark } from '../../components/required-mark';
import { crearAgenciaRequestSchema, type CrearAgenciaRequest } from '../../contract/agencia';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useCreateAgencia } from './api/create-agencia';
import { createAgenciaErrorText } from './create-agencia-error';

const CREATED = 'Agencia creada exitosamente';
const NAME_MISSING = 'Escribe el nombre de la agencia';

export default function InsertarAgenciaPage() {
  const navigate = useNavigate();
  const creation = useCreateAgencia();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<CrearAgenciaRequest>({
    resolver: zodResolver(crearAgenciaRequestSchema),
    defaultValues: { nombre: '' },
  });
  const isEmpty = useWatch({ control, name: 'nombre' }).trim() === '';

  const onSubmit = handleSubmit((values) =>
    creation.mutate(values, { onSuccess: () => notify.success(CREATED) }),
  );

  const createAnother = () => {
    reset();
    creation.reset();
  };

  return (
    <FormPage
      title="Insertar Agencia"
      onSubmit={onSubmit}
      onCancel={() => navigate(paths.agencias.list.to())}
      submitLabel="Crear Agencia"
      pendingLabel="Creando..."
      isPending={creation.isPending}
      dirty={isDirty}
      submitDisabled={isEmpty}
      disabledReason={NAME_MISSING}
      success={
        creation.isSuccess ? (
          <SavedPanel
            message="¡Agencia creada exitosamente!"
            listTo={paths.agencias.list.to()}
            another={{ label: 'Crear otra Agencia', onClick: createAnother }}
          />
        ) : undefined
      }
    >
      <FormError message={creation.isError ? createAgenciaErrorText(creation.error) : null} />
      <fieldset disabled={creation.isPending}>
        <Form.Group controlId="agencia-nombre">
          <Form.Label>
            Nombre de la Agencia
            <RequiredMark />
          </Form.Label>
          <Form.Control
            type="text"
            autoComplete="off"
            autoFocus
            required
            isInvalid={!!errors.nombre}
            {...register('nombre')}
          />
          <Form.Control.Feedback type="invalid">{errors.nombre?.message}</Form.Control.Feedback>
        </Form.Group>
      </fieldset>
    </FormPage>
  );
}
