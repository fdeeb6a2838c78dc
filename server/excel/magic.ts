/** Container signatures; no imports, because the worker loads this module too. */

/** Compound File Binary: .xls (BIFF5/8), and also password-protected .xlsx. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A ZIP local file header: .xlsx and .xlsm are ZIP packages. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Every Excel package stores its parts under xl/; entry names are never compressed. */
const EXCEL_PART = Buffer.from('xl/');

export function isCompoundFile(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(0, 8).equals(CFB_MAGIC);
}

export function isExcelZip(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.subarray(0, 4).equals(ZIP_MAGIC) && buffer.includes(EXCEL_PART);
}
