import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form } from 'react-bootstrap';
import { FormError } from '../../components/form-error';
import { FormPage } from '../../components/page/form-page';
import { RequiredMark } from '../../components/required-mark';
import { useRedirectAfterSave } from '../../components/use-redirect-after-save';
import { PASSWORD_REDIRECT_MS } from '../../lib/timings';
import { toApiError } from '../../lib/api-error';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/session';
import { useUpdatePassword } from './api/update-password';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { paths } from '../../lib/paths';

export const PASSWORD_CHANGED = 'Contraseña cambiada exitosamente';
export const PASSWORD_CHANGE_FAILED =
  'Error al cambiar la contraseña. Verifica los datos e intenta nuevamente.';

function errorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === 401) return SESSION_EXPIRED_MESSAGE;
  return apiError.message ?? PASSWORD_CHANGE_FAILED;
}

const FIELDS: { name: keyof ChangePasswordValues; label: string; autoComplete: string }[] = [
  { name: 'actual', label: 'Contraseña Actual', autoComplete: 'current-password' },
  { name: 'nueva', label: 'Nueva Contraseña', autoComplete: 'new-password' },
  { name: 'confirmar', label: 'Confirmar Contraseña', autoComplete: 'new-password' },
];

export default function ChangePasswordPage() {
  const mutation = useUpdatePassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { actual: '', nueva: '', confirmar: '' },
  });

  useRedirectAfterSave(done, paths.home.to(), PASSWORD_REDIRECT_MS);

  // The current password is collected but not sent (spec section 5).
  const onSubmit = handleSubmit(({ nueva }) =>
    mutation.mutate({ password: nueva }, { onSuccess: () => setDone(true) }),
  );

  return (
    <FormPage
      title="Cambiar Contraseña"
      onSubmit={onSubmit}
      cancelTo={paths.home.to()}
      submitLabel="Cambiar Contraseña"
      isPending={mutation.isPending}
      dirty={isDirty && !done}
      submitDisabled={done}
      requiredNote
    >
      {done && (
        <Alert variant="success" role="status">
          {PASSWORD_CHANGED}
        </Alert>
      )}
      <FormError message={mutation.isError ? errorText(mutation.error) : null} />
      <fieldset disabled={mutation.isPending || done}>
        {FIELDS.map((field) => (
          <Form.Group key={field.name} className="mb-3" controlId={`password-${field.name}`}>
            <Form.Label>
              {field.label}
              <RequiredMark />
            </Form.Label>
            <Form.Control
              type="password"
              autoComplete={field.autoComplete}
              aria-required
              isInvalid={!!errors[field.name]}
              {...register(field.name)}
            />
            <Form.Control.Feedback type="invalid">{errors[field.name]?.message}</Form.Control.Feedback>
          </Form.Group>
        ))}
      </fieldset>
    </FormPage>
  );
}
