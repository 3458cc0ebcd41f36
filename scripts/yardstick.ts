import zlib from "node:zlib";

/**
 * The CPU yardstick (decision 1600): gzip of 3.8 MB of words at level 6, a fixed amount of work
 * whose time says how fast this machine's cores are right now, so figures in seconds taken on
 * different machines, or on one machine under different loads, can be set side by side.
 */
export function yardstickSamples(runs = 5): number[] {
  let seed = 1;
  const words = ["stay", "dog", "cat", "loft", "night", "month", "porch", "garden", "owner", "fee"];
  const text = Array.from({ length: 700_000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return words[seed % words.length];
  }).join(" ");
  const input = Buffer.from(text);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    zlib.gzipSync(input, { level: 6 });
    samples.push(performance.now() - started);
  }
  return samples;
}

export const YARDSTICK_SIZE = "3.8 MB";

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// Run as a script: prints one process's samples as JSON (`npm test` runs two at once).
if (import.meta.main) console.log(JSON.stringify(yardstickSamples(Number(process.argv[2] ?? 5))));
