import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Form, Row } from 'react-bootstrap';
import { FormError } from '../../../components/form-error';
import { FormPage } from '../../../components/page/form-page';
import { RequiredMark } from '../../../components/required-mark';
import { SERVICIOS, createUserRequestSchema } from '../../../contract/usuario';
import { toApiError } from '../../../lib/api-error';
import {
  EMPTY_USUARIO,
  SERVICIO_LABELS,
  isUsuarioField,
  type UsuarioFormValues,
} from '../usuario-form-values';
import { paths } from '../../../lib/paths';

const USERNAME_MISSING = 'Completa los campos obligatorios';

type TextField = {
  name: Exclude<keyof UsuarioFormValues, 'servicio' | 'subir_notas' | 'is_active'>;
  label: string;
  type?: 'email' | 'tel';
  wide?: boolean;
  required?: boolean;
};

const TEXT_FIELDS: readonly TextField[] = [
  { name: 'username', label: 'Usuario', required: true },
  { name: 'email', label: 'Correo electrónico', type: 'email' },
  { name: 'first_name', label: 'Nombre' },
  { name: 'last_name', label: 'Apellido' },
  { name: 'ID_user', label: 'ID de usuario' },
  { name: 'phone', label: 'Teléfono', type: 'tel' },
  { name: 'dir', label: 'Dirección', wide: true },
];

/** Ties a field's message to it, so a screen reader reads it with the field. */
const feedbackId = (name: string) => `usuario-${name}-error`;

/**
 * The insert and modify screens' form page; modify leaves is_active to the list's
 * Activar/Desactivar. `success` replaces the form once saved.
 */
export function UsuarioForm({
  title,
  success,
  defaultValues = EMPTY_USUARIO,
  showActive,
  submitLabel,
  pendingLabel,
  isPending,
  error,
  onSubmit,
}: {
  title: string;
  success?: ReactNode;
  defaultValues?: UsuarioFormValues;
  showActive: boolean;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** The failed save's text for the alert; the values typed stay in the form. */
  error: string | null;
  /** Rejects with the API error, whose field messages are then shown on their fields. */
  onSubmit: (values: UsuarioFormValues) => Promise<unknown>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(createUserRequestSchema), defaultValues });
  const username = useWatch({ control, name: 'username' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      for (const [field, messages] of Object.entries(toApiError(failure).fieldErrors)) {
        if (isUsuarioField(field)) setError(field, { type: 'server', message: messages.join(' ') });
      }
    }
  });

  return (
    <FormPage
      title={title}
      width="wide"
      onSubmit={submit}
      cancelTo={paths.trabajadores.list.to()}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      isPending={isPending}
      submitDisabled={!username.trim()}
      disabledReason={USERNAME_MISSING}
      requiredNote
      dirty={isDirty}
      success={success}
    >
      <FormError message={error} />
      <fieldset disabled={isPending}>
        <Row className="g-3">
          {TEXT_FIELDS.map((field) => (
            <Form.Group
              key={field.name}
              as={Col}
              md={field.wide ? 12 : 6}
              controlId={`usuario-${field.name}`}
            >
              <Form.Label>
                {field.label}
                {field.required && <RequiredMark />}
              </Form.Label>
              <Form.Control
                type={field.type ?? 'text'}
                autoComplete="off"
                required={field.required}
                isInvalid={!!errors[field.name]}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? feedbackId(field.name) : undefined}
                {...register(field.name)}
              />
              <Form.Control.Feedback type="invalid" id={feedbackId(field.name)}>
                {errors[field.name]?.message}
              </Form.Control.Feedback>
            </Form.Group>
          ))}
          <Form.Group as={Col} md={6} controlId="usuario-servicio">
            <Form.Label>
              Servicio
              <RequiredMark />
            </Form.Label>
            <Form.Select
              required
              isInvalid={!!errors.servicio}
              aria-invalid={errors.servicio ? true : undefined}
              aria-describedby={errors.servicio ? feedbackId('servicio') : undefined}
              {...register('servicio')}
            >
              {SERVICIOS.map((servicio) => (
                <option key={servicio} value={servicio}>
                  {SERVICIO_LABELS[servicio]}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id={feedbackId('servicio')}>
              {errors.servicio?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Col md={6} className="d-flex flex-column justify-content-end gap-2">
            <Form.Check id="usuario-subir_notas" label="Puede subir notas" {...register('subir_notas')} />
            {showActive && <Form.Check id="usuario-is_active" label="Activo" {...register('is_active')} />}
          </Col>
        </Row>
      </fieldset>
    </FormPage>
  );
}
