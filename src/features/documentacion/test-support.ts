import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * jsdom's File and FormData do not survive the fetch Request that msw builds from an XHR body:
 * undici drops their names and contents. Node's classes implement the same standards, so tests
 * that read an upload in a handler give the app those instead.
 */
export async function installNodeFileClasses() {
  const probe = await new Response(new URLSearchParams()).formData();
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', probe.constructor);
}
