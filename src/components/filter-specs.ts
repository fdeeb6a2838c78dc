/** One filter of a FilterCard: a search box, a date or a select, and its column width at md. */
export type FilterSpec = {
  key: string;
  label: string;
  md: number;
} & (
  | { type: 'search'; placeholder: string }
  | { type: 'date'; /** The earliest date allowed (a 'Hasta' after its 'Desde'). */ min?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[] }
);

/** The client-name search every finance list filters by. */
export const CLIENTE_FILTER = {
  key: 'cliente',
  label: 'Cliente',
  type: 'search',
  placeholder: 'Nombre del cliente',
} as const;
/** The document-name search of the client payments and the comparison. */
export const DOCUMENTO_FILTER = {
  key: 'documento',
  label: 'Documento',
  type: 'search',
  placeholder: 'Nombre del documento',
} as const;
