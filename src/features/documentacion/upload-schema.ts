import { z } from 'zod';
import { isClientCategory } from '../../domain/constants';
import { isDocumentType } from './document-types';

/** The upload form; its messages are the spec's (section 5). */
const TIPO_DOCUMENTO_REQUIRED = 'Seleccione el tipo de documento';
const TIPO_CLIENTE_REQUIRED = 'Seleccione el tipo de cliente';
const CLIENTE_REQUIRED = 'Seleccione un cliente';
const ARCHIVO_REQUIRED = 'Seleccione al menos un archivo';

/** A select's value; the placeholder is ''. The option lists are the checks, so they live once. */
const choice = (isOption: (value: number) => boolean, message: string) =>
  z.string({ error: message }).refine((value) => isOption(Number(value)), message);

export const uploadSchema = z.object({
  tipo_documento: choice(isDocumentType, TIPO_DOCUMENTO_REQUIRED),
  // Only narrows the client list; it is not sent.
  tipo_cliente: choice(isClientCategory, TIPO_CLIENTE_REQUIRED),
  cliente_id: z.string({ error: CLIENTE_REQUIRED }).regex(/^\d+$/, CLIENTE_REQUIRED),
  bill: z.boolean(),
  notas: z.boolean(),
  archivos: z.array(z.instanceof(File)).min(1, ARCHIVO_REQUIRED),
});

export type UploadFormValues = z.input<typeof uploadSchema>;
export type UploadValues = z.output<typeof uploadSchema>;

export const EMPTY_UPLOAD: UploadFormValues = {
  tipo_documento: '',
  tipo_cliente: '',
  cliente_id: '',
  bill: false,
  notas: false,
  archivos: [],
};
