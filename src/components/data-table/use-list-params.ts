import { useSearchParams, type NavigateOptions } from 'react-router-dom';
import type { SortDir } from './rows';

export interface SortState {
  id: string;
  dir: SortDir;
}

export interface ListParams {
  q: string;
  sort: SortState | null;
  /** 1-based and not yet clamped: only the caller knows how many pages there are. */
  page: number;
  pageSize: number;
}

export interface ListParamsOptions {
  /** Joined to each parameter name with '_' ('pagos' gives pagos_q, pagos_pagina…). */
  urlKey: string;
  sortableIds: readonly string[];
  defaultSort?: SortState;
  pageSizeOptions: readonly number[];
}

const NAMES = { q: 'q', sort: 'orden', dir: 'dir', page: 'pagina', pageSize: 'tam' } as const;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

function paramName(urlKey: string, name: string): string {
  return urlKey ? `${urlKey}_${name}` : name;
}

/** Anything hand-edited or stale in the URL falls back to a default instead of breaking the list. */
export function parseListParams(search: URLSearchParams, options: ListParamsOptions): ListParams {
  const get = (name: string) => search.get(paramName(options.urlKey, name)) ?? '';
  const sortId = get(NAMES.sort);
  const dir = get(NAMES.dir);
  const page = get(NAMES.page);
  const pageSize = Number(get(NAMES.pageSize));
  return {
    q: get(NAMES.q),
    sort: options.sortableIds.includes(sortId)
      ? { id: sortId, dir: dir === 'desc' ? 'desc' : 'asc' }
      : (options.defaultSort ?? null),
    page: POSITIVE_INTEGER.test(page) ? Number(page) : 1,
    pageSize: options.pageSizeOptions.includes(pageSize) ? pageSize : options.pageSizeOptions[0],
  };
}

/** Defaults are left out so an untouched list keeps a clean URL and links stay short. */
export function writeListParams(
  search: URLSearchParams,
  params: ListParams,
  options: ListParamsOptions,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (name: string, value: string | null) => {
    const key = paramName(options.urlKey, name);
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  const isDefaultSort =
    params.sort?.id === options.defaultSort?.id && params.sort?.dir === options.defaultSort?.dir;
  put(NAMES.q, params.q || null);
  put(NAMES.sort, isDefaultSort || !params.sort ? null : params.sort.id);
  put(NAMES.dir, isDefaultSort || !params.sort ? null : params.sort.dir);
  put(NAMES.page, params.page > 1 ? String(params.page) : null);
  put(NAMES.pageSize, params.pageSize === options.pageSizeOptions[0] ? null : String(params.pageSize));
  return next;
}

/**
 * A list's search, sort, page and page size, kept in the query string so reload, back and a
 * shared link all bring the same view back.
 */
export function useListParams(options: ListParamsOptions) {
  const [search, setSearch] = useSearchParams();
  const params = parseListParams(search, options);
  const update = (changes: Partial<ListParams>, navigation: NavigateOptions = {}) => {
    setSearch(writeListParams(search, { ...params, ...changes }, options), navigation);
  };
  return [params, update] as const;
}
