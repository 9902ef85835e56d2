import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WebBuild } from './web-build';

async function writeBuild(dist: string, version: string): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(path.join(dist, 'server', 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'client', 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'server', 'index.js'), `export const version = '${version}';`);
  await writeFile(path.join(dist, 'server', 'assets', `route-${version}.js`), `export default '${version}';`);
  await writeFile(path.join(dist, 'client', 'assets', `entry-${version}.js`), `console.log('${version}');`);
}

describe('WebBuild', () => {
  let tmp: string;
  let dist: string;
  let snapshots: string;
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'inmo-web-build-test-'));
    dist = path.join(tmp, 'dist');
    snapshots = path.join(tmp, 'snapshots');
    await mkdir(snapshots);
  });
  afterEach(() => rm(tmp, { recursive: true, force: true }));

  it('serves its own copy, which a new build in WEB_DIST leaves as it was', async () => {
    await writeBuild(dist, 'v1');
    const build = await WebBuild.snapshot(dist, snapshots);
    expect(build.root.startsWith(snapshots)).toBe(true);
    await writeBuild(dist, 'v2');
    expect(await readFile(build.serverEntry ?? '', 'utf8')).toContain("'v1'");
    expect(existsSync(path.join(build.root, 'server', 'assets', 'route-v1.js'))).toBe(true);
    expect(existsSync(path.join(build.clientDir, 'assets', 'entry-v1.js'))).toBe(true);
    expect(existsSync(path.join(build.clientDir, 'assets', 'entry-v2.js'))).toBe(false);
    await build.onApplicationShutdown();
    expect(existsSync(build.root)).toBe(false);
    expect(existsSync(dist)).toBe(true);
  });

  it('uses WEB_DIST in place when it has no server build, and never removes it', async () => {
    await mkdir(path.join(dist, 'client'), { recursive: true });
    const build = await WebBuild.snapshot(dist, snapshots);
    expect(build.root).toBe(dist);
    expect(build.serverEntry).toBeNull();
    await build.onApplicationShutdown();
    expect(existsSync(dist)).toBe(true);
  });

  it('removes the copies of gateways that died, and keeps those of live ones', async () => {
    await writeBuild(dist, 'v1');
    // A process that has exited: its pid is free.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const abandoned = path.join(snapshots, `inmo-web-${dead}-abc`);
    const live = path.join(snapshots, `inmo-web-${process.ppid}-def`);
    await mkdir(abandoned);
    await mkdir(live);
    const build = await WebBuild.snapshot(dist, snapshots);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(live)).toBe(true);
    await build.onApplicationShutdown();
  });
});
