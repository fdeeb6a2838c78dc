import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { Navigate, useNavigate } from 'react-router-dom';
import { loginRequestSchema, type LoginRequest } from '../../contract/auth';
import { toApiError } from '../../lib/api-error';
import { storeSession, takeReturnTo } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { useLogin } from './api/login';

export const LOGIN_FAILED = 'Usuario o contraseña incorrectos';
export const CONNECTION_FAILED = 'Error de conexión con el servidor';

function loginErrorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === null) return CONNECTION_FAILED;
  return apiError.message ?? LOGIN_FAILED;
}

export default function LoginPage() {
  const session = useSession();
  // Only a session that existed on arrival skips the form; signing in here navigates itself.
  const [signedInOnArrival] = useState(session.status === 'valid');
  const navigate = useNavigate();
  const mutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  if (signedInOnArrival) return <Navigate to="/home" replace />;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ token }) => {
        storeSession(token, values.username);
        navigate(takeReturnTo() ?? '/home', { replace: true });
      },
    }),
  );

  return (
    <div className="d-flex align-items-center justify-content-center" style={{ minHeight: '80vh' }}>
      <Card className="shadow-sm w-100" style={{ maxWidth: 420 }}>
        <Card.Body className="p-4">
          <h1 className="h3 text-center mb-4">Iniciar Sesión</h1>
          {mutation.isError && (
            <Alert variant="danger" role="alert">
              {loginErrorText(mutation.error)}
            </Alert>
          )}
          <Form noValidate onSubmit={onSubmit}>
            <fieldset disabled={mutation.isPending}>
              <Form.Group className="mb-3" controlId="login-username">
                <Form.Label>Usuario</Form.Label>
                <Form.Control
                  autoComplete="username"
                  autoFocus
                  placeholder="Ingrese su nombre de usuario"
                  isInvalid={!!errors.username}
                  {...register('username')}
                />
                <Form.Control.Feedback type="invalid">{errors.username?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-4" controlId="login-password">
                <Form.Label>Contraseña</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="current-password"
                  placeholder="Ingrese su contraseña"
                  isInvalid={!!errors.password}
                  {...register('password')}
                />
                <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
              </Form.Group>
              <Button type="submit" variant="primary" className="w-100">
                {mutation.isPending ? (
                  <>
                    <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                    Cargando...
                  </>
                ) : (
                  'Ingresar'
                )}
              </Button>
            </fieldset>
          </Form>
        </Card.Body>
      </Card>
    </div>
  );
}
