import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite does not lock its data folder, and two processes writing to one folder corrupt it
 * (docs/facts.md §1). This lock makes DATA_DIR single-owner: a lock file created with O_EXCL holds the
 * owner's pid; a lock left by a process that no longer exists is taken over, under a second
 * mkdir-based mutex so two starters never both take over the same stale lock.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Owner {
  pid: number;
  hostname: string;
  startedAt: string;
}

const LOCK_FILE = 'soundsleeve.lock';
const TAKEOVER_GRACE_MS = 10_000;

function readOwner(lockPath: string): Owner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<Owner>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string') {
      return { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt) };
    }
  } catch {
    // Missing, half-written or foreign content: the caller decides by file age.
  }
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function isStale(lockPath: string, owner: Owner | null): boolean {
  if (!owner) return ageMs(lockPath) > TAKEOVER_GRACE_MS;
  // Another host's pid cannot be checked from here; a shared folder across hosts stays locked.
  return owner.hostname === os.hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
}

function lockedMessage(dataDir: string, lockPath: string, owner: Owner | null): string {
  const who = owner ? `process ${owner.pid} on ${owner.hostname} (started ${owner.startedAt})` : 'another process';
  return (
    `The data folder ${dataDir} is already in use by ${who}. ` +
    'The built-in database can be opened by one Soundsleeve process at a time: stop the other process, ' +
    `or start this one with a different DATA_DIR (or DATABASE_URL for PostgreSQL). ` +
    `If no other process is running, delete ${lockPath}.`
  );
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const mutexPath = `${lockPath}.takeover`;
  const me: Owner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(me);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return {
        path: lockPath,
        release() {
          if (fs.existsSync(lockPath) && fs.readFileSync(lockPath, 'utf8') === content) fs.rmSync(lockPath);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(lockPath);
    if (!isStale(lockPath, owner)) throw new DataDirLockedError(lockedMessage(dataDir, lockPath, owner));
    try {
      fs.mkdirSync(mutexPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A starter that died during takeover leaves the mutex behind; it is only ever held briefly.
      if (ageMs(mutexPath) > TAKEOVER_GRACE_MS) fs.rmSync(mutexPath, { recursive: true, force: true });
      continue;
    }
    try {
      // Re-check under the mutex: someone may have replaced the stale lock meanwhile.
      const again = readOwner(lockPath);
      if (JSON.stringify(again) === JSON.stringify(owner) && isStale(lockPath, again))
        fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(mutexPath, { recursive: true, force: true });
    }
  }
  throw new DataDirLockedError(lockedMessage(dataDir, lockPath, readOwner(lockPath)));
}
