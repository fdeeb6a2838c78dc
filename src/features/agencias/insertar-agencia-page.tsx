import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../components/submit-button';
import { crearAgenciaRequestSchema, type CrearAgenciaRequest } from '../../contract/agencia';
import { notify } from '../../lib/notify';
import { useCreateAgencia } from './api/create-agencia';
import { createAgenciaErrorText } from './create-agencia-error';
import { paths } from '../../lib/paths';
import { FormError } from '../../components/form-error';

const CREATED = 'Agencia creada exitosamente';

export default function InsertarAgenciaPage() {
  const navigate = useNavigate();
  const creation = useCreateAgencia();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
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
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 560 }}>
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">Insertar Agencia</h1>
        {creation.isSuccess ? (
          <Alert variant="success" className="mb-0">
            <p className="fw-semibold mb-3" role="status">
              ¡Agencia creada exitosamente!
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link to={paths.agencias.list.to()} className="btn btn-primary">
                Volver a la lista
              </Link>
              <Button variant="outline-primary" onClick={createAnother}>
                Crear otra Agencia
              </Button>
            </div>
          </Alert>
        ) : (
          <Form noValidate onSubmit={onSubmit}>
            <FormError message={creation.isError ? createAgenciaErrorText(creation.error) : null} />
            <fieldset disabled={creation.isPending}>
              <Form.Group className="mb-4" controlId="agencia-nombre">
                <Form.Label>Nombre de la Agencia</Form.Label>
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
              <div className="d-flex justify-content-end gap-2">
                <Button variant="outline-secondary" onClick={() => navigate(paths.agencias.list.to())}>
                  Cancelar
                </Button>
                <SubmitButton isPending={creation.isPending} pendingLabel="Creando..." disabled={isEmpty}>
                  Crear Agencia
                </SubmitButton>
              </div>
            </fieldset>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
