// Compiles the server to one JavaScript module (apps/server/dist/server.js) for `npm start`:
// plain node loads it in a fraction of the time and memory that compiling TypeScript at start
// (tsx) takes. Our own code, the contract included, is bundled; packages from node_modules stay
// outside and load as they are (some bring WebAssembly or native parts). Tests and `npm run
// dev` keep running the TypeScript through tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (workspace) =>
  JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
const server = manifest('apps/server');
const contract = manifest('packages/contract');
const external = Object.keys({ ...server.dependencies, ...contract.dependencies }).filter(
  (name) => !name.startsWith('@tifo/'),
);

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/server/src/server.ts')],
  outfile: path.join(root, 'apps/server/dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages are loaded from node_modules; subpaths (`node-media-server/src/...`) too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
  // ESM output of CommonJS-style code needs `require` for Node's built-ins.
  banner: {
    js: "import { createRequire as __tifoCreateRequire } from 'node:module'; const require = __tifoCreateRequire(import.meta.url);",
  },
});
console.log(`server compiled to apps/server/dist/server.js in ${Date.now() - started} ms`);
