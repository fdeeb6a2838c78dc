import { useId, type ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { PageHeader } from '../page-header';
import { useDocumentTitle } from './use-document-title';

/**
 * One card of a list page: an optional heading (for pages with more than one table), an optional
 * toolbar, then the table with its footer. A DataTable brings its own toolbar (search, filters,
 * chips, export); `toolbar` is for tables built by hand.
 */
export function ListCard({
  title,
  toolbar,
  children,
}: {
  /** A heading inside the card that also names the section for assistive technology. */
  title?: string;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card as="section" className="list-card shadow-sm mb-4" aria-labelledby={title ? titleId : undefined}>
      <Card.Body>
        {title && (
          <h2 id={titleId} className="h5 mb-3">
            {title}
          </h2>
        )}
        {toolbar}
        {children}
      </Card.Body>
    </Card>
  );
}

export interface ListPageProps {
  /** The page's h1 and its tab title. */
  title: string;
  /** The rightmost header button (usually 'Insertar …'). */
  primaryAction?: ReactNode;
  /** Header buttons shown left of the primary one (refresh, a second insert). */
  secondaryActions?: ReactNode;
  /** Between the header and the card: summary cards, a filter card. */
  summary?: ReactNode;
  /** Heading inside the card; see ListCard. */
  cardTitle?: string;
  /** Top of the card, for hand-built tables; see ListToolbar. */
  toolbar?: ReactNode;
  /** The table and its footer, inside the card. */
  children: ReactNode;
  /** After the card: a second ListCard, modals. */
  after?: ReactNode;
}

/** A list screen: header (title, actions on the right), then one card holding the list. */
export function ListPage({
  title,
  primaryAction,
  secondaryActions,
  summary,
  cardTitle,
  toolbar,
  children,
  after,
}: ListPageProps) {
  useDocumentTitle(title);
  const actions =
    primaryAction || secondaryActions ? (
      <>
        {secondaryActions}
        {primaryAction}
      </>
    ) : undefined;
  return (
    <>
      <PageHeader title={title} actions={actions} />
      {summary}
      <ListCard title={cardTitle} toolbar={toolbar}>
        {children}
      </ListCard>
      {after}
    </>
  );
}
