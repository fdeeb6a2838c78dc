import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BackIcon } from '../icons';
import { PageHeader } from '../page-header';
import { useDocumentTitle } from './use-document-title';

export interface DetailPageProps {
  /** The page's h1 and its tab title. */
  title: string;
  /** A line under the title: the month shown, 'Todos los meses'. */
  subtitle?: ReactNode;
  /** Where the back link goes, and what it says (default 'Volver'). */
  backTo: string;
  backLabel?: string;
  /** Header buttons on the right, the primary one last. */
  actions?: ReactNode;
  /** Cards (ListCard, Card) with the detail. */
  children: ReactNode;
}

/** A screen about one thing (a worker's payments, one cobro): back link, title, then its cards. */
export function DetailPage({
  title,
  subtitle,
  backTo,
  backLabel = 'Volver',
  actions,
  children,
}: DetailPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <Link
        to={backTo}
        className="detail-page-back link-secondary d-inline-flex align-items-center gap-1 mb-2"
      >
        <BackIcon />
        {backLabel}
      </Link>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </>
  );
}
