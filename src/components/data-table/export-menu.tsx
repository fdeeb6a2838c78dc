import { useState } from 'react';
import { Dropdown, Spinner } from 'react-bootstrap';
import { notify } from '../../lib/notify';
import type { ExportFormat } from '../../lib/export/export-rows';

const EXPORT_ERROR = 'No se pudo exportar el archivo';

export function ExportMenu({
  disabled,
  onExport,
}: {
  disabled: boolean;
  onExport: (format: ExportFormat) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await onExport(format);
    } catch {
      // The Excel writer is a separate chunk that can fail to load on a flaky connection.
      notify.error(EXPORT_ERROR, { toastId: 'data-table-export' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-secondary" disabled={disabled || busy}>
        {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Exportar
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" type="button" onClick={() => void run('csv')}>
          CSV
        </Dropdown.Item>
        <Dropdown.Item as="button" type="button" onClick={() => void run('xlsx')}>
          Excel (XLSX)
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
