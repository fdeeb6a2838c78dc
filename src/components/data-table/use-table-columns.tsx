import { ColumnChooser } from './column-chooser';
import { useColumnVisibility } from './column-visibility';
import type { TableColumn } from './table-columns';

/**
 * A hand-built table's columns as the user chose them for `listId` (remembered as DataTable's
 * are), with the 'Columnas' menu that changes them, right-aligned above the table.
 */
export function useTableColumns<C extends TableColumn>(listId: string, columns: readonly C[]) {
  const { visible, choices, toggle } = useColumnVisibility(listId, columns);
  const chooser = choices && (
    <div className="d-flex justify-content-end mb-2">
      <ColumnChooser choices={choices} onToggle={toggle} />
    </div>
  );
  return { visible, chooser, choices, toggle };
}
