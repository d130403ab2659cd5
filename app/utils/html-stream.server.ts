import { Transform, type TransformCallback } from "node:stream";

/**
 * The document stream between React and the response, dropping 0x00 bytes.
 *
 * React 18's streaming renderer copies text into 2048-byte views with TextEncoder.encodeInto;
 * when a multi-byte character (č, ž, ő …) does not fit at the end of a view, it flushes the
 * whole view, unwritten zero bytes included, so a NUL lands in the page before that character
 * ("podaljšati \0življenje"). Which text hits a boundary depends on byte offsets, so any page
 * can meet it. A NUL is never valid in our HTML, so dropping every 0x00 byte restores exactly
 * what React meant to send.
 */
export class HtmlStream extends Transform {
  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    done(null, chunk.indexOf(0) === -1 ? chunk : withoutZeroBytes(chunk));
  }
}

export function withoutZeroBytes(chunk: Buffer) {
  const out = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  for (const byte of chunk) if (byte !== 0) out[length++] = byte;
  return out.subarray(0, length);
}
