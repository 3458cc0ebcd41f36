/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every script,
 * stylesheet and SVG of the client build (decision 2103). The server sends these as they are
 * (express-static-gzip), so a phone gets React at 93 kB instead of 108 kB, and no request pays for
 * compressing a 345 kB file: the compression middleware's on-the-fly brotli, at its fast setting,
 * came out larger than gzip.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this, compression saves less than the header costs (as the middleware's own threshold). */
const MIN_BYTES = 1024;

export async function precompress(folder: string) {
  const names = (await readdir(folder)).filter((name) => COMPRESSIBLE.test(name));
  let files = 0;
  let before = 0;
  let after = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      files += 1;
      before += gz.length;
      after += br.length;
    }),
  );
  return { files, gzipBytes: before, brotliBytes: after };
}

if (import.meta.main) {
  const started = performance.now();
  const folder = process.argv[2] ?? "build/client/assets";
  const { files, gzipBytes, brotliBytes } = await precompress(folder);
  const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  console.log(
    `Precompressed ${files} assets in ${folder}: ${kB(gzipBytes)} gzip, ${kB(brotliBytes)} brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}
