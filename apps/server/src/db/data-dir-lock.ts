import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no lock of its own: two processes on one data folder would corrupt it.
 * A lock file holding the owner's pid refuses a second server; a stale one (its process
 * gone, as after kill -9) is taken over.
 */
export const lockDataDir = (dataDir: string): { release: () => void } => {
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          try {
            if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another AgentDesk server (pid ${owner}). ` +
            'Stop that server first, or start this one with another DATA_DIR. ' +
            `If no such server runs, delete ${path}.`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}`);
};
