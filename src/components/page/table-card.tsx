import { DataTable, type DataTableProps } from '../data-table/data-table';
import { ListCard } from './list-page';

/**
 * A table that has a card of its own on a page (a second list, a document's records): the card's
 * heading also captions the table, so the two cannot drift apart.
 */
export function TableCard<Row>({
  title,
  ...table
}: { title: string } & Omit<DataTableProps<Row>, 'caption'>) {
  return (
    <ListCard title={title}>
      <DataTable caption={title} {...table} />
    </ListCard>
  );
}
