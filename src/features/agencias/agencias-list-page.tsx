import { useMemo } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { actionsColumn, idColumn, textColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useListQuery } from '../../components/data-table/use-list-query';
import { InsertLink } from '../../components/page/insert-link';
import { ListPage } from '../../components/page/list-page';
import { DeleteButton, RowActions } from '../../components/row-actions';
import { useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import type { Agencia } from '../../contract/agencia';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { AGENCIA_DELETED } from '../../contract/messages';
import { AGENCIAS_LOAD_ERROR } from '../../lib/messages';
import { useAgencias } from '../../lib/queries/agencias';
import { useDeleteAgencia } from './api/delete-agencia';

const LOAD_ERROR = 'Error al cargar la lista de agencias';
const LOAD_ERROR_TOAST = { message: AGENCIAS_LOAD_ERROR, id: 'agencias-load' };
const DELETE_ERROR = 'Error al eliminar la agencia';

export default function AgenciasListPage() {
  const agencias = useAgencias();
  const confirmDelete = useDeleteWithConfirm({
    mutation: useDeleteAgencia(),
    variables: (agencia: Agencia) => agencia.id,
    onDeleted: () => notify.success(AGENCIA_DELETED),
    errorText: (error) => errorMessage(error, DELETE_ERROR),
  });
  const openDelete = confirmDelete.open;
  const states = useListQuery(agencias, LOAD_ERROR, LOAD_ERROR_TOAST);

  const columns = useMemo<Column<Agencia>[]>(
    () => [
      idColumn((row) => row.id, { width: '6rem' }),
      // The name takes the room: a truncating cell asks for none, so the ID column would.
      textColumn('nombre', 'Nombre', (row) => row.nombre, { width: '100%' }),
      actionsColumn((row) => (
        <RowActions label={`Acciones de la agencia ${row.nombre}`}>
          <DeleteButton name={row.nombre} onClick={() => openDelete(row)} />
        </RowActions>
      )),
    ],
    [openDelete],
  );

  return (
    <ListPage
      title="Lista de Agencias"
      primaryAction={<InsertLink to={paths.agencias.insertar.to()}>Insertar Agencia</InsertLink>}
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
        {...states}
        emptyMessage="No hay agencias registradas"
        searchPlaceholder="Buscar agencia..."
        exportFileName="agencias"
        listId="agencias"
        defaultSort={{ id: 'nombre', dir: 'asc' }}
        countNoun="agencias"
      />
    </ListPage>
  );
}
