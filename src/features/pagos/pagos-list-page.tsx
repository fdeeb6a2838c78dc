import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { actionsColumn, numberColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { ListPage } from '../../components/page/list-page';
import { RowLink } from '../../components/row-actions';
import { fromCents } from '../../domain/cents';
import { formatMoney, formatUnits } from '../../domain/format';
import { monthLabel, type Month } from '../../domain/months';
import { periodoLabel } from '../../contract/cierre-mes';
import { ANIO_PARAM } from '../../lib/use-periodo-anio';
import { roleLabel } from '../../domain/role-labels';
import { paths } from '../../lib/paths';
import { MonthPicker } from './components/month-picker';
import { pagosLoadError } from './load-error';
import { monthParam, type PagosRow } from './payroll-view';
import { usePagosDelMes } from './use-pagos-del-mes';

const money = (cents: number) => formatMoney(fromCents(cents));

function columnsFor(mes: Month, anio: number | null): Column<PagosRow>[] {
  return [
    { id: 'nombre', header: 'Trabajador', value: (row) => row.nombre, cell: (row) => row.nombre },
    { id: 'rol', header: 'Rol', value: (row) => roleLabel(row.rol) },
    {
      id: 'supervisados',
      header: 'Supervisados',
      value: (row) => row.supervisados,
      cell: (row) => row.supervisados || '—',
    },
    numberColumn('unidades', 'Unidades', (row) => row.units, formatUnits),
    numberColumn('pago', 'Pago', (row) => fromCents(row.payCents), formatMoney),
    actionsColumn((row) => (
      <RowLink
        to={paths.pagos.detallados.to(row.userId, { mes, anio })}
        label={`Ver detalle de ${row.nombre}`}
      >
        Ver detalle
      </RowLink>
    )),
  ];
}

/** 'Lista Pagos' (/gestPago/listarPagosCobros): the month's pay per worker, grouped by user id. */
export default function PagosListPage() {
  const [search, setSearch] = useSearchParams();
  const mes = monthParam(search);
  const { view, anio, anios, queries } = usePagosDelMes(mes);
  const columns = useMemo(() => columnsFor(mes, anio), [mes, anio]);
  const periodo = anio === null ? monthLabel(mes) : periodoLabel(anio, mes);

  const changePeriod = (next: Month, nextAnio: number | null = anio) => {
    const params = new URLSearchParams(search);
    params.set('mes', next);
    if (nextAnio !== null) params.set(ANIO_PARAM, String(nextAnio));
    // A new month starts the table on its first page.
    params.delete('pagina');
    setSearch(params);
  };

  return (
    <ListPage
      title="Lista Pagos"
      primaryAction={
        <Link to={paths.pagos.insertar.to()} className="btn btn-primary">
          Asignar Pago a Trabajador
        </Link>
      }
      cardTitle={`Pagos de ${periodo}`}
    >
      <DataTable
        columns={columns}
        rows={view.rows}
        getRowId={(row) => row.userId}
        caption={`Pagos de ${periodo}`}
        {...queryTableProps(queries, pagosLoadError)}
        emptyMessage={`No hay pagos en el mes de ${periodo}`}
        searchPlaceholder="Buscar trabajador..."
        exportFileName={anio === null ? `pagos-${mes}` : `pagos-${anio}-${mes}`}
        listId="pagos"
        defaultSort={{ id: 'nombre', dir: 'asc' }}
        countNoun="trabajadores"
        toolbar={
          <MonthPicker
            value={mes}
            onChange={changePeriod}
            year={
              anio === null ? undefined : { value: anio, years: anios, onChange: (y) => changePeriod(mes, y) }
            }
          />
        }
        footer={
          <tr className="fw-semibold">
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="text-end">{formatUnits(view.totalUnits)}</td>
            <td className="text-end">{money(view.totalCents)}</td>
            <td />
          </tr>
        }
      />
    </ListPage>
  );
}
