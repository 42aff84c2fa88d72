import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock.ts';

const tmpDirs: string[] = [];
function tmpDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-data-'));
  tmpDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('lets one owner hold the folder and refuses a second', () => {
    const dir = tmpDataDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by process \d+/);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock left behind by a process that has exited', async () => {
    const dir = tmpDataDir();
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(
      path.join(dir, 'soundsleeve.lock'),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), startedAt: new Date().toISOString() }),
    );
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('never takes over a lock held by a live process', () => {
    const dir = tmpDataDir();
    fs.writeFileSync(
      path.join(dir, 'soundsleeve.lock'),
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: 'earlier' }),
    );
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${process.ppid}`));
  });
});
