import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import type { Agencia } from '../../contract/agencia';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useAgencias } from '../../lib/queries/agencias';
import { useDeleteAgencia } from './api/delete-agencia';
import { paths } from '../../lib/paths';
import { useErrorToast } from '../../components/use-error-toast';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { AGENCIA_DELETED } from '../../contract/messages';
import { AGENCIAS_LOAD_ERROR } from '../../lib/messages';

const LOAD_ERROR = 'Error al cargar la lista de agencias';
const LOAD_ERROR_TOAST = AGENCIAS_LOAD_ERROR;
const DELETED = AGENCIA_DELETED;
const DELETE_ERROR = 'Error al eliminar la agencia';

export default function AgenciasListPage() {
  const agencias = useAgencias();
  const deletion = useDeleteAgencia();
  const resetDeletion = deletion.reset;
  const [target, setTarget] = useState<Agencia | null>(null);
  // The modal keeps showing the last agency while it fades out.
  const [showConfirm, setShowConfirm] = useState(false);

  useErrorToast(agencias, LOAD_ERROR_TOAST, 'agencias-load');

  const columns = useMemo<Column<Agencia>[]>(
    () => [
      { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', width: '6rem' },
      { id: 'nombre', header: 'Nombre', value: (row) => row.nombre },
      {
        id: 'acciones',
        header: 'Acciones',
        value: () => null,
        sortable: false,
        exportable: false,
        align: 'end',
        width: '8rem',
        cell: (row) => (
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Eliminar ${row.nombre}`}
            onClick={() => {
              resetDeletion();
              setTarget(row);
              setShowConfirm(true);
            }}
          >
            Eliminar
          </Button>
        ),
      },
    ],
    [resetDeletion],
  );

  const confirmDelete = () => {
    if (!target) return;
    deletion.mutate(target.id, {
      onSuccess: () => {
        setShowConfirm(false);
        notify.success(DELETED);
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Lista de Agencias"
        actions={
          <Link to={paths.agencias.insertar.to()} className="btn btn-primary">
            Insertar Agencia
          </Link>
        }
      />
      <DataTable
        columns={columns}
        rows={agencias.data ?? []}
        getRowId={(row) => row.id}
        caption="Agencias"
        {...queryTableProps(agencias, LOAD_ERROR)}
        emptyMessage="No hay agencias registradas"
        searchPlaceholder="Buscar agencia..."
        exportFileName="agencias"
        defaultSort={{ id: 'nombre', dir: 'asc' }}
        countNoun="agencias"
      />
      <ConfirmModal
        show={showConfirm}
        title="Eliminar Agencia"
        isPending={deletion.isPending}
        error={deletion.isError ? errorMessage(deletion.error, DELETE_ERROR) : null}
        onConfirm={confirmDelete}
        onCancel={() => setShowConfirm(false)}
      >
        ¿Está seguro de eliminar la agencia &quot;{target?.nombre}&quot;?
      </ConfirmModal>
    </>
  );
}
