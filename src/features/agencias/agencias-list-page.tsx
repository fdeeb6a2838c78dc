import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { AddIcon } from '../../components/icons';
import { ListPage } from '../../components/page/list-page';
import { RowActions } from '../../components/row-actions';
import { TruncatedText } from '../../components/truncated-text';
import { useConfirmAction } from '../../components/use-confirm-action';
import { useErrorToast } from '../../components/use-error-toast';
import type { Agencia } from '../../contract/agencia';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { AGENCIA_DELETED } from '../../contract/messages';
import { AGENCIAS_LOAD_ERROR } from '../../lib/messages';
import { useAgencias } from '../../lib/queries/agencias';
import { useDeleteAgencia } from './api/delete-agencia';

const LOAD_ERROR = 'Error al cargar la lista de agencias';
const LOAD_ERROR_TOAST = AGENCIAS_LOAD_ERROR;
const DELETED = AGENCIA_DELETED;
const DELETE_ERROR = 'Error al eliminar la agencia';

export default function AgenciasListPage() {
  const agencias = useAgencias();
  const deletion = useDeleteAgencia();
  const confirmDelete = useConfirmAction<Agencia>({
    mutation: deletion,
    perform: (agencia, close) =>
      deletion.mutate(agencia.id, {
        onSuccess: () => {
          close();
          notify.success(DELETED);
        },
      }),
    errorText: (error) => errorMessage(error, DELETE_ERROR),
  });
  const openDelete = confirmDelete.open;

  useErrorToast(agencias, LOAD_ERROR_TOAST, 'agencias-load');

  const columns = useMemo<Column<Agencia>[]>(
    () => [
      { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', width: '6rem' },
      {
        id: 'nombre',
        header: 'Nombre',
        value: (row) => row.nombre,
        cell: (row) => <TruncatedText text={row.nombre} />,
      },
      {
        id: 'acciones',
        header: 'Acciones',
        value: () => null,
        sortable: false,
        exportable: false,
        align: 'end',
        cell: (row) => (
          <RowActions label={`Acciones de la agencia ${row.nombre}`}>
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={`Eliminar ${row.nombre}`}
              onClick={() => openDelete(row)}
            >
              Eliminar
            </Button>
          </RowActions>
        ),
      },
    ],
    [openDelete],
  );

  return (
    <ListPage
      title="Lista de Agencias"
      primaryAction={
        <Link to={paths.agencias.insertar.to()} className="btn btn-primary">
          <AddIcon className="me-2" />
          Insertar Agencia
        </Link>
      }
      after={
        <ConfirmModal title="Eliminar Agencia" {...confirmDelete.modalProps}>
          ¿Está seguro de eliminar la agencia &quot;{confirmDelete.target?.nombre}&quot;?
        </ConfirmModal>
      }
    >
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
    </ListPage>
  );
}
