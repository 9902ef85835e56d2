#!/usr/bin/env node
// Where a first page's JavaScript weight is: the files the gate's budget counts for each page
// (scripts/check-bundle-budget.mjs), their gzip bytes shared out among the sources the source maps name,
// grouped as a tree (group > package or app folder > file). A file's gzip size is shared in proportion to the
// minified bytes each source wrote into it.
//
//   WEB_SOURCEMAP=hidden pnpm --filter @inmo/web build   # the same scripts, plus .map files beside them
//   node bench/first-page-treemap.mjs [--files 4] [--json]
//
// `--files`: how many of a package's or folder's files to list under it (largest first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { BUDGETS, firstPageFiles, readManifest } from '../scripts/check-bundle-budget.mjs';
import { webDist } from './lighthouse-app.mjs';

const { values } = parseArgs({
  options: { files: { type: 'string', default: '4' }, json: { type: 'boolean' } },
});
const GROUPS = [
  ['React and the router', /^(react|react-dom|scheduler|react-router)$/],
  [
    'MUI and emotion',
    /^(@mui\/.*|@emotion\/.*|stylis|react-transition-group|@popperjs\/core|clsx|react-is|hoist-non-react-statics|prop-types)$/,
  ],
  ['TanStack Query', /^@tanstack\//],
  ['forms (react-hook-form, zod)', /^(react-hook-form|@hookform\/.*|zod)$/],
];

/** `{ group, unit, file }` for a source path from a map: a package, or the app's folder (two levels). */
function place(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const group = GROUPS.find(([, test]) => test.test(pkg))?.[0] ?? 'other packages';
    return { group, unit: pkg, file: parts.slice(pkg.split('/').length).join('/') };
  }
  const src = source.lastIndexOf('/src/');
  const pkg = source.includes('contracts/src/') ? 'contracts' : 'web';
  const rel = src >= 0 ? source.slice(src + 5) : source;
  return {
    group: 'the app',
    unit: `${pkg}/${rel
      .split('/')
      .slice(0, pkg === 'web' ? 2 : 1)
      .join('/')}`,
    file: rel,
  };
}

/** Minified bytes per source in one built file, from its hidden source map. */
function bytesBySource(file) {
  const code = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  const bytes = new Map();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end =
      next?.generatedLine === m.generatedLine ? next.generatedColumn : code[m.generatedLine - 1].length;
    const source = m.source ?? '(bundler)';
    bytes.set(source, (bytes.get(source) ?? 0) + end - m.generatedColumn);
  });
  return bytes;
}

function treemap(clientDir, manifest, routes) {
  const tree = new Map();
  const add = (group, unit, file, kb) => {
    const g = tree.get(group) ?? tree.set(group, { kb: 0, units: new Map() }).get(group);
    const u = g.units.get(unit) ?? g.units.set(unit, { kb: 0, files: new Map() }).get(unit);
    g.kb += kb;
    u.kb += kb;
    u.files.set(file, (u.files.get(file) ?? 0) + kb);
  };
  for (const { name, gzip } of firstPageFiles(clientDir, manifest, routes)) {
    const full = path.join(clientDir, name);
    if (name === manifest.file) {
      add('React Router manifest', 'the route list', name, gzip / 1024);
      continue;
    }
    if (!existsSync(`${full}.map`)) {
      add('the app', 'bundler runtime', name, gzip / 1024);
      continue;
    }
    const bytes = bytesBySource(full);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    for (const [source, n] of bytes) {
      const { group, unit, file } =
        source === '(bundler)' ? { group: 'the app', unit: 'bundler glue', file: name } : place(source);
      add(group, unit, file, (gzip * n) / total / 1024);
    }
  }
  return tree;
}

const sorted = (map) => [...map].sort((a, b) => b[1].kb - a[1].kb);
const clientDir = path.join(webDist(), 'client');
const manifest = readManifest(clientDir);
if (!existsSync(path.join(clientDir, `${manifest.manifest.entry.module}.map`))) {
  console.error('The build has no source maps: WEB_SOURCEMAP=hidden pnpm --filter @inmo/web build');
  process.exit(2);
}
const report = BUDGETS.map(({ page, routes }) => ({ page, tree: treemap(clientDir, manifest, routes) }));

if (values.json) {
  const plain = (tree) =>
    Object.fromEntries(
      sorted(tree).map(([g, { kb, units }]) => [
        g,
        {
          kb,
          units: Object.fromEntries(
            sorted(units).map(([u, v]) => [u, { kb: v.kb, files: Object.fromEntries(v.files) }]),
          ),
        },
      ]),
    );
  console.log(
    JSON.stringify(
      report.map(({ page, tree }) => ({ page, tree: plain(tree) })),
      null,
      2,
    ),
  );
} else {
  const fmt = (kb) => kb.toFixed(1).padStart(6);
  for (const { page, tree } of report) {
    const total = [...tree.values()].reduce((a, g) => a + g.kb, 0);
    console.log(`\n${page}: ${total.toFixed(1)} KB gzip`);
    for (const [group, { kb, units }] of sorted(tree)) {
      console.log(`${fmt(kb)}  ${group} (${((100 * kb) / total).toFixed(0)} %)`);
      for (const [unit, u] of sorted(units).filter(([, u]) => u.kb >= 0.3)) {
        console.log(`  ${fmt(u.kb)}  ${unit}`);
        const files = [...u.files].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 0.3);
        if (files.length > 1) {
          for (const [file, fkb] of files.slice(0, Number(values.files)))
            console.log(`      ${fmt(fkb)}  ${file}`);
        }
      }
    }
  }
}
