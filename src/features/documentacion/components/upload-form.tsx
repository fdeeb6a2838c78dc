import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Form, ProgressBar, Row } from 'react-bootstrap';
import { FilePicker } from '../../../components/file-picker';
import { FormError } from '../../../components/form-error';
import { FormPage } from '../../../components/page/form-page';
import { RequiredMark } from '../../../components/required-mark';
import type { Cliente } from '../../../contract/cliente';
import { CLIENT_CATEGORIES } from '../../../domain/constants';
import { DOCUMENT_TYPES } from '../document-types';
import { ACCEPTED_EXTENSIONS, addFiles, refusedFilesMessage } from '../upload-files';
import { EMPTY_UPLOAD, uploadSchema, type UploadFormValues, type UploadValues } from '../upload-schema';

import { compareEs } from '../../../domain/collator';

/** Only active clients of the chosen type can receive documents (spec section 5). */
function clientesOfType(clientes: readonly Cliente[], tipoCliente: string): Cliente[] {
  return clientes
    .filter((cliente) => cliente.estado && String(cliente.categoria) === tipoCliente)
    .sort((a, b) => compareEs(a.nombre, b.nombre));
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="mb-3" aria-live="polite">
      <div className="small text-secondary mb-1">
        {percent < 100 ? 'Enviando archivos...' : 'Procesando archivos...'}
      </div>
      <ProgressBar style={{ height: '1.25rem' }}>
        <ProgressBar
          now={percent}
          label={`${percent}%`}
          aria-label="Progreso de la subida"
          striped
          animated={percent >= 100}
        />
      </ProgressBar>
    </div>
  );
}

/** A label with the required mark; the fields' own `required` is what screen readers announce. */
function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <Form.Label>
      {children}
      <RequiredMark />
    </Form.Label>
  );
}

/**
 * The upload form page. The page owns the request, so a failed upload leaves this mounted with
 * its values and files for another try; `success` (the results) replaces the form.
 */
export function UploadForm({
  title,
  success,
  clientes,
  isPending,
  progress,
  error,
  onSubmit,
  onCancel,
}: {
  title: string;
  success?: ReactNode;
  clientes: readonly Cliente[];
  isPending: boolean;
  progress: number;
  error: string | null;
  onSubmit: (values: UploadValues) => void;
  onCancel: () => void;
}) {
  const [refused, setRefused] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitted, isDirty },
  } = useForm<UploadFormValues, unknown, UploadValues>({
    resolver: zodResolver(uploadSchema),
    defaultValues: EMPTY_UPLOAD,
  });
  const tipoCliente = useWatch({ control, name: 'tipo_cliente' });
  const archivos = useWatch({ control, name: 'archivos' });
  const options = useMemo(() => clientesOfType(clientes, tipoCliente), [clientes, tipoCliente]);

  // Before the first submit, messages wait; after it, they follow every change.
  const setFiles = (files: File[]) =>
    setValue('archivos', files, { shouldValidate: isSubmitted, shouldDirty: true });

  /**
   * FilePicker reports the whole new selection. A removal hands back files already chosen; a new
   * pick adds to them (spec: several picks build one upload), refusing other formats by name.
   */
  const changeFiles = (next: File[]) => {
    const chosen = getValues('archivos');
    if (next.every((file) => chosen.includes(file))) {
      setRefused([]);
      setFiles(next);
      return;
    }
    const result = addFiles(chosen, next);
    setRefused(result.refused);
    setFiles(result.files);
  };

  return (
    <FormPage
      title={title}
      width="wide"
      onSubmit={handleSubmit(onSubmit)}
      onCancel={onCancel}
      submitLabel="Subir Documentos"
      pendingLabel="Subiendo..."
      isPending={isPending}
      requiredNote
      dirty={isDirty}
      success={success}
    >
      <FormError message={error} />
      <fieldset disabled={isPending}>
        <Row className="g-3 mb-3">
          <Form.Group as={Col} md={6} controlId="documento-tipo">
            <RequiredLabel>Tipo de documento</RequiredLabel>
            <Form.Select required isInvalid={!!errors.tipo_documento} {...register('tipo_documento')}>
              <option value="">Seleccione el tipo de documento</option>
              {Object.entries(DOCUMENT_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.tipo_documento?.message}</Form.Control.Feedback>
          </Form.Group>

          <Form.Group as={Col} md={6} controlId="documento-tipo-cliente">
            <RequiredLabel>Tipo de cliente</RequiredLabel>
            <Form.Select
              required
              isInvalid={!!errors.tipo_cliente}
              {...register('tipo_cliente', {
                // The chosen client belongs to the previous type.
                onChange: () => setValue('cliente_id', '', { shouldValidate: isSubmitted }),
              })}
            >
              <option value="">Seleccione el tipo de cliente</option>
              {Object.entries(CLIENT_CATEGORIES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.tipo_cliente?.message}</Form.Control.Feedback>
          </Form.Group>

          <Form.Group as={Col} xs={12} controlId="documento-cliente">
            <RequiredLabel>Cliente</RequiredLabel>
            <Form.Select required isInvalid={!!errors.cliente_id} {...register('cliente_id')}>
              <option value="">
                {tipoCliente && options.length === 0
                  ? 'No hay clientes activos de este tipo'
                  : 'Seleccione un cliente'}
              </option>
              {options.map((cliente) => (
                <option key={cliente.id} value={String(cliente.id)}>
                  {cliente.nombre}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.cliente_id?.message}</Form.Control.Feedback>
            {!tipoCliente && <Form.Text>Elige primero el tipo de cliente.</Form.Text>}
          </Form.Group>

          <Col xs={12}>
            <Form.Check inline type="checkbox" id="documento-bill" label="Bill" {...register('bill')} />
            <Form.Check inline type="checkbox" id="documento-notas" label="Notas" {...register('notas')} />
          </Col>

          <Col xs={12}>
            <FilePicker
              label="Archivos"
              files={archivos}
              onChange={changeFiles}
              accept={ACCEPTED_EXTENSIONS}
              required
              disabled={isPending}
              error={errors.archivos?.message}
            />
            {refused.length > 0 && (
              <div className="invalid-feedback d-block" role="alert">
                {refusedFilesMessage(refused)}
              </div>
            )}
          </Col>
        </Row>

        {isPending && <UploadProgress percent={progress} />}
      </fieldset>
    </FormPage>
  );
}
