import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Negotiated compression of the API's answers. Lists of 100,000 cobros are some 77 MB
 * of JSON; gzipped they are about a tenth of that, which is what a browser on a real network waits
 * for. gzip is the server's first choice: it is cheap to produce and the cached lists are kept as
 * gzip pieces that a write only partly redoes (GzipPieces below). brotli is sent to a client that
 * prefers it (a higher q) or does not take gzip.
 */

export type Encoding = 'gzip' | 'br' | 'identity';

const SERVER_ORDER: readonly Encoding[] = ['gzip', 'br', 'identity'];
/** Below this size compressing costs more than the bytes it saves. */
export const MIN_COMPRESSED_BYTES = 1024;
/** Level 4 compresses JSON nearly as well as the default 11 at a small fraction of its time. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encoding to answer with, from an Accept-Encoding header (RFC 9110 section 12.5.3): the
 * highest q wins, ties go to the server's order; `*` stands for any encoding not named; identity
 * is acceptable unless refused by name or by `*;q=0`.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? weights.get('*') ?? (encoding === 'identity' ? 1 : 0);
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of SERVER_ORDER) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'gzip' ? gzipSync(body) : brotliCompressSync(body, BROTLI_OPTIONS);
}

/** An answer kept in memory: its bytes and, made on first demand, each encoding of them. */
export type CachedAnswer = {
  body: () => Buffer;
  /** The body's length in bytes, known without laying its pieces together. */
  size: number;
  encoded: (encoding: Exclude<Encoding, 'identity'>) => Buffer;
};

export function cachedAnswer(body: Buffer): CachedAnswer {
  const encodings = new Map<Encoding, Buffer>();
  return {
    body: () => body,
    size: body.length,
    encoded: (encoding) => {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes = compress(body, encoding);
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/** Marks a reply whose payload is already encoded, so the onSend hook leaves it alone. */
const ENCODED = Symbol('encoded');
type MarkedReply = FastifyReply & { [ENCODED]?: true };

export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  status = 200,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.code(status).type(type).header('vary', 'Accept-Encoding');
  // `size`, not body(): a grouped list's body is laid together only when sent as it is (77 MB).
  if (encoding === 'identity' || answer.size < MIN_COMPRESSED_BYTES) return reply.send(answer.body());
  (reply as MarkedReply)[ENCODED] = true;
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}

/** Compresses every other JSON answer big enough to gain from it, as it is sent. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((reply as MarkedReply)[ENCODED] || reply.hasHeader('content-encoding')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return done(null, payload);
    reply.header('vary', 'Accept-Encoding');
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity' || body.length < MIN_COMPRESSED_BYTES) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compress(body, encoding));
  });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** deflate's last block, empty: ends the stream that the flushed pieces leave open. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * One piece of a gzip answer: raw deflate ended with a full flush, so it needs nothing before it
 * (no shared dictionary) and leaves the stream byte-aligned. Pieces made apart can then be laid
 * side by side into one valid stream, and a write redoes only the pieces it touched. Each keeps
 * the CRC-32 of its bytes, so joining does not read the whole answer again (77 MB at the large
 * seed: about 25 ms per answer after a write).
 */
export type GzipPiece = { raw: Buffer; deflated: Buffer; crc: number };

export function gzipPiece(raw: Buffer): GzipPiece {
  return { raw, deflated: deflateRawSync(raw, { finishFlush: constants.Z_FULL_FLUSH }), crc: crc32(raw) };
}

/** The answer laid together from pieces in order; its gzip joins their deflate data without compressing again. */
export function piecesAnswer(pieces: readonly GzipPiece[]): CachedAnswer {
  let body: Buffer | undefined;
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  const identity = () => (body ??= Buffer.concat(pieces.map((part) => part.raw)));
  return {
    body: identity,
    size: pieces.reduce((total, part) => total + part.raw.length, 0),
    encoded: (encoding) =>
      encoding === 'gzip' ? (gzip ??= joinGzipPieces(pieces)) : (brotli ??= compress(identity(), 'br')),
  };
}

/** The gzip member of the pieces in order: header, their deflate data, the last block, CRC-32 and size. */
export function joinGzipPieces(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.raw.length);
    size += piece.raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the size modulo 2^32 (RFC 1952).
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces.map((piece) => piece.deflated), FINAL_BLOCK, trailer]);
}

/** The reflected CRC-32 polynomial (gzip's, RFC 1952). */
const CRC_POLY = 0xedb88320;

/** a × b modulo the CRC polynomial, both as reflected bit strings (x^0 in the top bit). */
function multiplyModPoly(a: number, b: number): number {
  if (a === 0) return 0;
  let product = 0;
  let m = 0x80000000;
  let multiplier = b >>> 0;
  for (;;) {
    if (a & m) {
      product ^= multiplier;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ CRC_POLY : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial for k = 0..31: a shift by 2^k bits is one multiplication. */
const X_TO_TWO_TO_THE: number[] = (() => {
  const table = [0x40000000]; // x^1
  for (let k = 1; k < 32; k += 1) table.push(multiplyModPoly(table[k - 1], table[k - 1]));
  return table;
})();

/**
 * The CRC-32 of A followed by B from crc(A), crc(B) and B's length in bytes: crc(A) shifted past
 * B's bits (multiplied by x^(8·length)), then added to crc(B). zlib's crc32_combine, which Node
 * does not expose.
 */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let shift = 0x80000000; // x^0
  let bits = lengthB;
  for (let k = 3; bits > 0; k += 1, bits = Math.floor(bits / 2))
    if (bits % 2 === 1) shift = multiplyModPoly(X_TO_TWO_TO_THE[k & 31], shift);
  return (multiplyModPoly(shift, crcA) ^ crcB) >>> 0;
}
