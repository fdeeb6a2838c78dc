import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentoFlagsInputSchema } from '../../src/contract/documento';
import { clienteExists } from '../db/cliente-queries';
import {
  deleteDocumento,
  findDocumento,
  listClientDocumentos,
  listDocumentos,
  updateDocumentoFlags,
} from '../db/documento-queries';
import { sendAnswer } from '../compression';
import { HttpError, notFound } from '../http-errors';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';
import { DocumentUploads, procesarExcel } from './procesar-excel';
import { DOCUMENTO_DELETED } from '../../src/contract/messages';
import type { TrackedTable } from '../answer-cache';

/** What listar_documentacion/ reads (db/documento-queries.ts): its answer is kept across other writes. */
const DOCUMENT_LIST_TABLES: readonly TrackedTable[] = [
  'documentos',
  'documento_registros',
  'clientes',
  'cliente_agencias',
  'agencias',
];

const DOCUMENT_NOT_FOUND = 'No se encontró el documento';
const CLIENT_NOT_FOUND = 'No se encontró el cliente';

const optionalId = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number)
    .optional();

const clientDocumentsQuerySchema = z.object({
  document_id: optionalId('Debe ser el id de un documento'),
  tipo: z.enum(['1', '2'], { error: 'Debe ser 1 (Terapia) o 2 (Bill)' }).transform(Number).optional(),
});

export function documentoRoutes(app: FastifyInstance): void {
  const { db, answers } = app.deps;
  const uploads = new DocumentUploads();
  app.decorate('documentUploads', uploads);
  app.addHook('onClose', () => uploads.pool.close());

  secureRoute(app, 'POST /api/procesar_excel/', (request) => procesarExcel(app, request));

  secureRoute(app, 'GET /api/listar_documentacion/', (request, reply) =>
    sendAnswer(
      request,
      reply,
      answers('listar_documentacion', () => listDocumentos(db), DOCUMENT_LIST_TABLES),
    ),
  );

  secureRoute(app, 'GET /api/detalle_documento/:id/', (request) => {
    const documento = findDocumento(db, idParam(request.params, 'id'));
    if (!documento) throw notFound(DOCUMENT_NOT_FOUND);
    return documento;
  });

  secureRoute(app, 'PUT /api/actualizar_documento/:id/', (request) => {
    const id = idParam(request.params, 'id');
    const flags = parseInput(documentoFlagsInputSchema, request.body);
    if (!updateDocumentoFlags(db, id, flags)) throw notFound(DOCUMENT_NOT_FOUND);
    return findDocumento(db, id);
  });

  secureRoute(app, 'DELETE /api/eliminar_documentacion/:id/', (request) => {
    const outcome = deleteDocumento(db, idParam(request.params, 'id'));
    if (outcome.deleted) return { detail: DOCUMENTO_DELETED };
    if (outcome.reason === 'not_found') throw notFound(DOCUMENT_NOT_FOUND);
    throw new HttpError(400, {
      detail: `No se puede eliminar el documento: tiene ${outcome.cobros} cobro(s) registrado(s).`,
    });
  });

  /**
   * The register-cobro cascade: `list_client_document/` fills the document select (records
   * only for the one named by `document_id`), `list_client_document_all/` brings every
   * document with its records. `cliente_id`, which the old client also sent, is ignored.
   */
  const clientDocuments = (request: FastifyRequest, recordsAlways: boolean) => {
    const clienteId = idParam(request.params, 'clienteId');
    const query = parseInput(clientDocumentsQuerySchema, request.query);
    if (!clienteExists(db, clienteId)) throw notFound(CLIENT_NOT_FOUND);
    const documentos = listClientDocumentos(
      db,
      { clienteId, documentId: query.document_id, tipo: query.tipo },
      recordsAlways || query.document_id !== undefined,
    );
    if (query.document_id !== undefined && documentos.length === 0) throw notFound(DOCUMENT_NOT_FOUND);
    return { documentos };
  };

  secureRoute(app, 'GET /api/list_client_document_all/:clienteId/', (request) =>
    clientDocuments(request, true),
  );
  secureRoute(app, 'GET /api/list_client_document/:clienteId/', (request) => clientDocuments(request, false));
}
