// tsc only emits .js: copy templates and other non-TS assets from src/ into dist/ with the same layout.
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const ASSET = /\.(hbs|html|css|svg|png|jpe?g|webp|woff2?|ttf|json|txt)$/i;

let copied = 0;
for (const entry of await readdir(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !ASSET.test(entry.name)) continue;
  const from = path.join(entry.parentPath, entry.name);
  await cp(from, path.join(dist, path.relative(src, from)));
  copied += 1;
}
console.log(`copy-assets: ${copied} file(s) copied to dist/`);
