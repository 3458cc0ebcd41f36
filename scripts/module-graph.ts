/**
 * The module graph of app/modules (decision 3470): which domain module imports
 * which, counted in file imports, with the pairs that import each other both
 * ways and the edges that climb the ladder the wrong way.
 *
 *   node scripts/module-graph.ts            pairs, back-edges, lines per module
 *   node scripts/module-graph.ts --edges    also every edge and the files behind it
 *   node scripts/module-graph.ts --check    one line when all is well, the problems when not (npm run lint)
 *
 * Exits 1 when there is a two-way pair or a back-edge, so it can run in CI.
 * The ladder is written once, in scripts/module-ladder.json, which eslint.config.js also reads.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const modulesDir = join(root, "app", "modules");
const showEdges = process.argv.includes("--edges");
const checkOnly = process.argv.includes("--check");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const isSource = (path: string) => /\.(ts|tsx)$/.test(path);
const isTest = (path: string) => /\.test\.(ts|tsx)$/.test(path);

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = join(root, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const moduleOf = (path: string) => {
  const rel = relative(modulesDir, path);
  return rel.startsWith("..") ? null : rel.split("/")[0]!;
};

const importPattern = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
const modules = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());
/** edges.get("a→b") = files of a that import b */
const edges = new Map<string, Set<string>>();
const lines = new Map<string, { all: number; code: number }>();

for (const name of modules) {
  const files = walk(join(modulesDir, name));
  let all = 0;
  let code = 0;
  for (const file of files) {
    if (!isSource(file)) continue;
    const text = readFileSync(file, "utf8");
    const count = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    all += count;
    if (!isTest(file)) code += count;
    for (const match of text.matchAll(importPattern)) {
      const target = resolveImport(file, match[1]!);
      const to = target && moduleOf(target);
      if (!to || to === name) continue;
      const key = `${name}→${to}`;
      if (!edges.has(key)) edges.set(key, new Set());
      edges.get(key)!.add(relative(root, file));
    }
  }
  lines.set(name, { all, code });
}

const count = (from: string, to: string) => edges.get(`${from}→${to}`)?.size ?? 0;
const pairs: string[] = [];
for (const key of edges.keys()) {
  const [a, b] = key.split("→") as [string, string];
  if (a < b && count(b, a) > 0) pairs.push(`${a} ↔ ${b}  ${count(a, b)}/${count(b, a)} files`);
}

const ladder = (
  JSON.parse(readFileSync(join(root, "scripts", "module-ladder.json"), "utf8")) as { rungs: string[][] }
).rungs;
const rung = new Map<string, number>();
ladder.forEach((step, index) => step.forEach((name) => rung.set(name, index)));
const backEdges: string[] = [];
for (const [key, files] of edges) {
  const [a, b] = key.split("→") as [string, string];
  const from = rung.get(a);
  const to = rung.get(b);
  if (from === undefined || to === undefined || to >= from) {
    backEdges.push(`${a} → ${b}  (${[...files].join(", ")})`);
  }
}

if (checkOnly) {
  if (pairs.length === 0 && backEdges.length === 0) {
    console.log(
      `module ladder: ${modules.length} modules, ${edges.size} edges, no two-way pair, none off the ladder`,
    );
  } else {
    for (const pair of pairs) console.error(`module ladder: two-way pair ${pair}`);
    for (const edge of backEdges) console.error(`module ladder: off the ladder ${edge}`);
    console.error(
      "Put a new module on a rung of scripts/module-ladder.json, or move what climbs the wrong way.",
    );
  }
  process.exit(pairs.length > 0 || backEdges.length > 0 ? 1 : 0);
}
console.log("lines per module (all / without tests):");
for (const name of modules) {
  const { all, code } = lines.get(name)!;
  console.log(`  ${name.padEnd(16)} ${String(all).padStart(6)} ${String(code).padStart(6)}`);
}
const total = [...lines.values()].reduce(
  (sum, { all, code }) => ({ all: sum.all + all, code: sum.code + code }),
  {
    all: 0,
    code: 0,
  },
);
console.log(`  ${"total".padEnd(16)} ${String(total.all).padStart(6)} ${String(total.code).padStart(6)}`);
console.log(`\ntwo-way pairs: ${pairs.length}`);
for (const pair of pairs) console.log(`  ${pair}`);
console.log(`\nedges off the ladder (same rung, upward, or a module not on it): ${backEdges.length}`);
for (const edge of backEdges) console.log(`  ${edge}`);
if (showEdges) {
  console.log("\nedges:");
  for (const [key, files] of [...edges].sort())
    console.log(`  ${key}  ${files.size}: ${[...files].join(", ")}`);
}
process.exitCode = pairs.length > 0 || backEdges.length > 0 ? 1 : 0;
