// Every key of the gateway's config schema must be documented in .env.example and README.md,
// and neither may document a key the schema does not read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (/** @type {string} */ file) => readFileSync(path.join(root, file), 'utf8');

const schema = read('packages/api/src/config/config.schema.ts');
const body = schema.slice(schema.indexOf('export const configSchema'));
const keys = [...body.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? '');
if (keys.length === 0) {
  console.error('check-env-docs: no keys found in config.schema.ts (did its layout change?)');
  process.exit(1);
}

const envExample = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
const readme = read('README.md');
const problems = [];
for (const key of keys) {
  if (!envExample.has(key)) problems.push(`.env.example lacks ${key}`);
  if (!readme.includes(`\`${key}\``)) problems.push(`README.md lacks \`${key}\``);
}
for (const key of envExample) {
  if (!keys.includes(key ?? ''))
    problems.push(`.env.example documents ${key}, which the config schema does not read`);
}
if (problems.length > 0) {
  console.error(
    `Environment docs are out of sync with packages/api/src/config/config.schema.ts:\n  - ${problems.join('\n  - ')}`,
  );
  process.exit(1);
}
console.log(`check-env-docs: ${keys.length} keys documented in .env.example and README.md`);
