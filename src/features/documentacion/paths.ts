/** The feature's routes as src/app/routes.ts lists them. */
export const DOCUMENTOS_PATH = '/gestDocumentacion/listarDocumentacion';
export const INSERTAR_DOCUMENTACION_PATH = '/gestDocumentacion/insertarDocumentacion';
export const modificarDocumentacionPath = (id: number | string) =>
  `/gestDocumentacion/modificarDocumentacion/${id}`;
