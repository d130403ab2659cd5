import { Transform, type TransformCallback } from "node:stream";

/**
 * The document stream between React and the response: React's small writes gathered into one
 * chunk per flush, and 0x00 bytes dropped.
 *
 * One chunk per flush: React writes a document in 2048-byte views and calls `flush()` on its
 * destination after each batch (renderToPipeableStream's flushBuffered). Passed on one by one,
 * every view became its own write to the response, and Remix's adapter flushes the compressor
 * after each write: a category page went out as ~50 separately flushed gzip blocks, 30 KB
 * instead of 20 KB, with a zlib call per view. Gathered, a batch is one write and one flush,
 * and streaming still follows React's own flushes (a suspended part arrives when React sends it).
 *
 * No NUL: React 18's streaming renderer copies text into its views with TextEncoder.encodeInto;
 * when a multi-byte character (č, ž, ő …) does not fit at the end of a view, it flushes the
 * whole view, unwritten zero bytes included, so a NUL lands in the page before that character
 * ("podaljšati \0življenje"). Which text hits a boundary depends on byte offsets, so any page
 * can meet it. A NUL is never valid in our HTML, so dropping every 0x00 byte restores exactly
 * what React meant to send.
 */
export class HtmlStream extends Transform {
  private pending: Buffer[] = [];

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }

  /** Called by React after each batch it wrote. */
  flush() {
    if (this.pending.length === 0) return;
    const batch = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.push(batch.indexOf(0) === -1 ? batch : withoutZeroBytes(batch));
  }

  _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}

/** The chunk without its 0x00 bytes: the runs between them copied whole (a byte-by-byte loop was 2% of a cart page's CPU). */
export function withoutZeroBytes(chunk: Buffer) {
  const out = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  let from = 0;
  for (let zero = chunk.indexOf(0); zero !== -1; zero = chunk.indexOf(0, from)) {
    length += chunk.copy(out, length, from, zero);
    from = zero + 1;
  }
  length += chunk.copy(out, length, from);
  return out.subarray(0, length);
}
