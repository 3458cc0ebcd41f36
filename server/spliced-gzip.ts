import zlib from "node:zlib";

/**
 * A page compressed once, with holes for values that change on every answer (the CSP
 * nonce, the request id). The text between the holes is deflated ahead of time, each
 * part ending on a byte boundary (a sync flush, not the last block); each answer puts
 * its own values in as "stored" (uncompressed) blocks and closes the stream, so a
 * cached page costs a CRC, not a compression. RFC 1951 §3.2.4 (stored blocks) and
 * RFC 1952 (the gzip frame).
 */
export type SplicedPage = {
  /** The page with these values in its holes (in the order of `holes`), as UTF-8. */
  plain(values: readonly string[]): Buffer;
  /** The same, gzipped. */
  gzip(values: readonly string[]): Buffer;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman codes: BFINAL 1, BTYPE 01, end of block). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_MAX = 0xffff;

/** Deflated, not the last block, ending byte-aligned: the next block may be spliced on. */
const deflatePart = (part: Buffer) =>
  zlib.deflateRawSync(part, {
    level: zlib.constants.Z_BEST_COMPRESSION,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });

/** `bytes` as stored blocks (header byte 0: not last, stored; LEN and its complement). */
function storedBlocks(bytes: Buffer) {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const piece = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(header, piece);
  }
  return blocks;
}

/**
 * Splits `page` at every occurrence of each hole (strings unlikely to occur by chance:
 * random placeholders) and prepares the parts. Holes must be distinct and non-empty.
 */
export function splicePage(page: string, holes: readonly string[]): SplicedPage {
  const pattern = new RegExp(
    holes.map((hole) => hole.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"),
    "g",
  );
  const parts: string[] = [];
  const order: number[] = [];
  let last = 0;
  for (const match of page.matchAll(pattern)) {
    parts.push(page.slice(last, match.index));
    order.push(holes.indexOf(match[0]));
    last = match.index + match[0].length;
  }
  parts.push(page.slice(last));
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  const deflated = raw.map((part) => (part.length ? deflatePart(part) : Buffer.alloc(0)));
  // The CRC up to the first hole never changes.
  const firstCrc = zlib.crc32(raw[0]!);

  return {
    plain(values) {
      const encoded = values.map((value) => Buffer.from(value, "utf8"));
      const chunks = [raw[0]!];
      for (let i = 0; i < order.length; i++) chunks.push(encoded[order[i]!]!, raw[i + 1]!);
      return Buffer.concat(chunks);
    },
    gzip(values) {
      const encoded = values.map((value) => Buffer.from(value, "utf8"));
      const stored = encoded.map((value) => storedBlocks(value));
      const chunks: Buffer[] = [GZIP_HEADER, deflated[0]!];
      let crc = firstCrc;
      let size = raw[0]!.length;
      for (let i = 0; i < order.length; i++) {
        const value = encoded[order[i]!]!;
        const part = raw[i + 1]!;
        chunks.push(...stored[order[i]!]!);
        chunks.push(deflated[i + 1]!);
        crc = zlib.crc32(part, zlib.crc32(value, crc));
        size += value.length + part.length;
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size >>> 0, 4);
      chunks.push(LAST_BLOCK, trailer);
      return Buffer.concat(chunks);
    },
  };
}
