/**
 * The spec names document types twice: 1 Terapia, 2 Bill at upload (section 5) and 1 Bill,
 * 2 Contrato, 3 Identificación in the entity list (section 3). The upload's mapping is the one
 * used everywhere (docs/decisions.md), since uploads are what create documents.
 */
export const DOCUMENT_TYPES = { 1: 'Terapia', 2: 'Bill' } as const;

export function isDocumentType(value: unknown): value is keyof typeof DOCUMENT_TYPES {
  return value === 1 || value === 2;
}

/** Any other value stays visible as 'Tipo N' rather than being hidden or mislabelled. */
export function documentTypeLabel(tipo: number | null | undefined): string {
  if (tipo == null) return 'N/A';
  return isDocumentType(tipo) ? DOCUMENT_TYPES[tipo] : `Tipo ${tipo}`;
}
