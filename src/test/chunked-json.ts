import { HttpResponse } from 'msw';

/**
 * A JSON answer whose body arrives in chunks of `size` bytes (64 kB by default), as the network
 * hands a large list on: the list workers read it as it comes.
 */
export function chunkedJsonResponse(
  value: unknown,
  size = 1 << 16,
): HttpResponse<ReadableStream<Uint8Array>> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let at = 0;
  const chunks = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
  return new HttpResponse(chunks, { headers: { 'Content-Type': 'application/json' } });
}
