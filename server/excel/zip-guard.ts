import { inflateRawSync } from 'node:zlib';
import type { ExcelLimits } from './limits';

/**
 * The zip side of .xlsx/.xlsm, checked before SheetJS sees a file: a 1 MB file can
 * inflate to gigabytes, and SheetJS inflates every entry whole, outside the worker's V8 heap limit
 * (ArrayBuffers are not counted in it). Each entry's declared size, then its actual size, inflated
 * here with `maxOutputLength` so that no more than the cap is ever allocated, must stay under the
 * caps. The inflated bytes are dropped: SheetJS inflates again, now known to be bounded.
 */
export type ZipVerdict = 'ok' | 'tooLarge' | 'corrupt';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const STORED = 0;
const DEFLATED = 8;

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_MIN_BYTES - MAX_COMMENT_BYTES);
  for (let offset = bytes.length - EOCD_MIN_BYTES; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  return -1;
}

export function checkZip(bytes: Buffer, limits: ExcelLimits): ZipVerdict {
  if (bytes.length < EOCD_MIN_BYTES) return 'corrupt';
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return 'corrupt';
  const entries = bytes.readUInt16LE(eocd + 10);
  if (entries > limits.maxZipEntries) return 'tooLarge';
  let cursor = bytes.readUInt32LE(eocd + 16);
  let declaredTotal = 0;
  let actualTotal = 0;
  for (let index = 0; index < entries; index += 1) {
    if (cursor + 46 > bytes.length || bytes.readUInt32LE(cursor) !== CENTRAL_SIGNATURE) return 'corrupt';
    const method = bytes.readUInt16LE(cursor + 10);
    const compressedSize = bytes.readUInt32LE(cursor + 20);
    const declaredSize = bytes.readUInt32LE(cursor + 24);
    const nameLength = bytes.readUInt16LE(cursor + 28);
    const extraLength = bytes.readUInt16LE(cursor + 30);
    const commentLength = bytes.readUInt16LE(cursor + 32);
    const localOffset = bytes.readUInt32LE(cursor + 42);
    cursor += 46 + nameLength + extraLength + commentLength;
    // 0xFFFFFFFF marks a ZIP64 size, which is over any cap anyway.
    declaredTotal += declaredSize;
    if (declaredSize > limits.maxZipEntryBytes || declaredTotal > limits.maxZipTotalBytes) return 'tooLarge';
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_SIGNATURE)
      return 'corrupt';
    const dataStart =
      localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > bytes.length) return 'corrupt';
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    let actualSize: number;
    if (method === STORED) actualSize = compressedSize;
    else if (method !== DEFLATED) return 'corrupt';
    else {
      try {
        // The declared size may lie; the cap on what inflating may produce does not.
        actualSize = inflateRawSync(data, { maxOutputLength: limits.maxZipEntryBytes }).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'corrupt';
      }
    }
    actualTotal += actualSize;
    if (actualTotal > limits.maxZipTotalBytes) return 'tooLarge';
  }
  return 'ok';
}
