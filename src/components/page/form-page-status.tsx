import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PageHeader } from '../page-header';
import type { FormWidth } from './form-page';
import { useDocumentTitle } from './use-document-title';

/**
 * A form page's frame before its form can show: the record is loading or failed to load. Same
 * title, width and card as FormPage, so the page does not jump when the form arrives.
 */
export function FormPageStatus({
  title,
  width = 'narrow',
  children,
}: {
  title: string;
  width?: FormWidth;
  /** LoadingState or ErrorState. */
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={`form-page form-page-${width}`}>
      <PageHeader title={title} />
      <Card className="shadow-sm mb-4">
        <Card.Body className="p-4">{children}</Card.Body>
      </Card>
    </div>
  );
}

/** The record a form page edits does not exist (a 404): say so and lead back to its list. */
export function RecordNotFound({ message, backTo }: { message: string; backTo: string }) {
  return (
    <div className="text-center py-4">
      <p className="text-danger mb-3">{message}</p>
      <Link to={backTo} className="btn btn-outline-secondary">
        Volver a la lista
      </Link>
    </div>
  );
}
