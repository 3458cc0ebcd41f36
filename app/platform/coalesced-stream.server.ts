import { Transform, type TransformCallback } from "node:stream";

/** Past this many bytes a batch goes out at once instead of waiting for the turn to end. */
const BATCH_BYTES = 64 * 1024;

/**
 * A pass-through stream that joins the pieces written in one turn of the event loop.
 * React writes a page in pieces of a few kilobytes, and each piece otherwise makes its own
 * trip through the web stream, the compressor (gzip compressed a search page in 4.7 ms as
 * 2 kB pieces, 2.7 ms whole) and the socket. What React writes later (a Suspense boundary
 * that resolves) still goes out in its own turn, so the page keeps streaming.
 */
export function coalescedStream(onFinal?: () => void) {
  let pieces: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback: TransformCallback) {
      pieces.push(chunk);
      size += chunk.byteLength;
      if (size >= BATCH_BYTES) release();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          release();
        });
      }
      callback();
    },
    flush(callback: TransformCallback) {
      release();
      onFinal?.();
      callback();
    },
  });
  function release() {
    if (size === 0 || stream.destroyed) return;
    stream.push(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, size));
    pieces = [];
    size = 0;
  }
  return stream;
}
