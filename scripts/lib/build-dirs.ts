/**
 * Each build is written to a folder of its own, dist/builds/<id>, and dist/client is a symlink
 * switched to it in one rename when the build is complete: a running server never sees a
 * half-written folder (it keeps serving the previous build's files until then), and the previous
 * build is not deleted under it. Older builds are deleted in the background after the switch.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export function newBuildDir(dist: string): string {
  const builds = path.join(dist, 'builds');
  mkdirSync(builds, { recursive: true });
  const dir = path.join(builds, `${new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)}-${process.pid}`);
  mkdirSync(dir);
  return dir;
}

/** Points dist/client at the build, atomically, then removes every build but it and the one before. */
export function switchTo(dist: string, buildDir: string): void {
  const link = path.join(dist, 'client');
  const builds = path.join(dist, 'builds');
  let previous: string | null = null;
  if (existsSync(link) || isLink(link)) {
    if (isLink(link)) previous = path.resolve(dist, readlinkSync(link));
    else {
      // A folder from before builds were switched: moved aside, then deleted with the old builds.
      previous = path.join(builds, `legacy-${process.pid}`);
      renameSync(link, previous);
    }
  }
  const temporary = path.join(dist, `client.${process.pid}.tmp`);
  symlinkSync(path.relative(dist, buildDir), temporary);
  renameSync(temporary, link);
  const keep = new Set([path.resolve(buildDir), previous && !previous.includes('legacy-') ? path.resolve(previous) : '']);
  const old = readdirSync(builds).map((name) => path.join(builds, name)).filter((dir) => !keep.has(path.resolve(dir)));
  if (old.length) spawn('rm', ['-rf', ...old], { detached: true, stdio: 'ignore' }).unref();
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
