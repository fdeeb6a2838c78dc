import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Card, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PageHeader } from '../page-header';
import { SubmitButton } from '../submit-button';
import { useDocumentTitle } from './use-document-title';
import { confirmLeaving, useUnsavedChangesGuard } from './use-unsaved-changes';

/** 'narrow' for forms of a few fields in one column, 'wide' for two columns or a record picker. */
export type FormWidth = 'narrow' | 'wide';

/** Where Cancelar goes: a route, or a handler (e.g. closing an inline form). */
export type FormCancel = { cancelTo: string; onCancel?: never } | { onCancel: () => void; cancelTo?: never };

export type FormPageProps = FormCancel & {
  /** The page's h1 (above the card) and its tab title. */
  title: string;
  width?: FormWidth;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** Shown with a spinner while saving. Default 'Guardando...'. */
  pendingLabel?: string;
  isPending?: boolean;
  /** Disables the submit button; say why with `disabledReason`. */
  submitDisabled?: boolean;
  /** Shown under the disabled submit button, so the user knows what is missing. */
  disabledReason?: string;
  /** The cancel button's text, where the spec names it ('Volver'). Default 'Cancelar'. */
  cancelLabel?: string;
  /** An alert above the footer, such as the server's refusal. */
  error?: ReactNode;
  /** Adds the note that fields marked with * are required. */
  requiredNote?: boolean;
  /** When set, replaces the form and footer in the card (the success panel). */
  success?: ReactNode;
  /**
   * The form holds changes not saved (react-hook-form's `isDirty`): leaving asks first. Pass
   * false once saved; a success panel turns it off by itself.
   */
  dirty?: boolean;
  /** The fields. */
  children: ReactNode;
};

/**
 * A form screen: the title above the card, one of two widths, and a footer with Cancelar and the
 * primary button on the right. The form is `noValidate`: validation is the schema's, in Spanish.
 */
export function FormPage({
  title,
  width = 'narrow',
  onSubmit,
  submitLabel,
  pendingLabel,
  isPending = false,
  submitDisabled = false,
  disabledReason,
  cancelLabel = 'Cancelar',
  error,
  requiredNote = false,
  success,
  dirty = false,
  children,
  ...cancel
}: FormPageProps) {
  useDocumentTitle(title);
  const guarded = dirty && !success;
  useUnsavedChangesGuard(guarded);
  const reasonId = useId();
  const showReason = submitDisabled && !isPending && Boolean(disabledReason);
  return (
    <div className={`form-page form-page-${width}`}>
      <PageHeader title={title} />
      <Card className="shadow-sm mb-4">
        <Card.Body className="p-4">
          {success ?? (
            <Form noValidate onSubmit={onSubmit} aria-label={title}>
              {requiredNote && (
                <p className="small text-secondary">
                  Los campos marcados con <span aria-hidden="true">*</span>
                  <span className="visually-hidden">asterisco</span> son obligatorios.
                </p>
              )}
              {children}
              {error}
              <div className="form-page-footer">
                <div className="d-flex flex-wrap justify-content-end gap-2">
                  {cancel.cancelTo !== undefined ? (
                    <Link
                      to={cancel.cancelTo}
                      className={`btn btn-outline-secondary${isPending ? ' disabled' : ''}`}
                      aria-disabled={isPending || undefined}
                      tabIndex={isPending ? -1 : undefined}
                    >
                      {cancelLabel}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      onClick={() => {
                        if (!guarded || confirmLeaving()) cancel.onCancel();
                      }}
                      disabled={isPending}
                    >
                      {cancelLabel}
                    </button>
                  )}
                  <SubmitButton
                    isPending={isPending}
                    pendingLabel={pendingLabel}
                    disabled={submitDisabled}
                    aria-describedby={showReason ? reasonId : undefined}
                  >
                    {submitLabel}
                  </SubmitButton>
                </div>
                {showReason && (
                  <p id={reasonId} className="form-text text-end mb-0 mt-1">
                    {disabledReason}
                  </p>
                )}
              </div>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
