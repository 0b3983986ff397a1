/**
 * Each build is written to a folder of its own, dist/builds/<id>, renamed to dist/client when it is
 * complete: a running server never sees a half-written folder (it keeps serving the previous
 * build's files until then), and the previous build is kept one build longer. Older builds are
 * deleted in the background after the switch.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, renameSync, unlinkSync } from 'node:fs';
import path from 'node:path';

export function newBuildDir(dist: string): string {
  const builds = path.join(dist, 'builds');
  mkdirSync(builds, { recursive: true });
  return mkdtempSync(path.join(builds, `${new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)}-${process.pid}-`));
}

/**
 * Makes the build dist/client by renaming folders: the previous dist/client (a folder, or a link
 * left by an older build) moves to dist/builds/, the build takes its name, then every build but the
 * one before is removed. dist/client is a real folder, so `cp -r dist/client x` copies the files.
 * Returns the folder's final path.
 */
export function switchTo(dist: string, buildDir: string): string {
  const client = path.join(dist, 'client');
  const builds = path.join(dist, 'builds');
  let previous: string | null = null;
  if (isLink(client)) {
    previous = path.resolve(dist, readlinkSync(client));
    unlinkSync(client);
  } else if (existsSync(client)) {
    previous = path.join(builds, `previous-${process.pid}-${Date.now()}`);
    renameSync(client, previous);
  }
  renameSync(buildDir, client);
  const keep = new Set([previous ? path.resolve(previous) : '']);
  const old = readdirSync(builds).map((name) => path.join(builds, name)).filter((dir) => !keep.has(path.resolve(dir)));
  if (old.length) spawn('rm', ['-rf', ...old], { detached: true, stdio: 'ignore' }).unref();
  return client;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
