import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
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
