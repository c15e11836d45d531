import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts the server as a separate process and waits for its "running on" line.
 * `command: 'npm-start'` runs exactly what a user runs; 'server' runs only the API server.
 */
export const startServerProcess = async (options: {
  dataDir: string;
  env?: Record<string, string>;
  command?: 'npm-start' | 'server';
  timeoutMs?: number;
  onOutput?: (chunk: string) => void;
}): Promise<ServerProcess> => {
  const args =
    options.command === 'npm-start'
      ? { cmd: 'npm', argv: ['start', '--silent'] }
      : { cmd: process.execPath, argv: ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')] };
  const child = spawn(args.cmd, args.argv, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    options.onOutput?.(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );

  const port = await new Promise<number>((resolve, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`server did not start in time:\n${text}`)),
      options.timeoutMs ?? 120_000,
    );
    const check = () => {
      const match = /running on http:\/\/localhost:(\d+)/.exec(text);
      if (match) {
        clearTimeout(deadline);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(deadline);
      reject(new Error(`server exited with ${code} before listening:\n${text}`));
    });
  });

  /** Whether any process of the group is still running. */
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        // The whole group: `npm start` runs the server as its child.
        process.kill(-child.pid!, signal);
      } catch {
        child.kill(signal);
      }
    }
    const code = await exited;
    // `npm` may exit before the server it started has closed its database files: wait for the group (10 s at most).
    for (let waited = 0; waited < 10_000 && groupAlive(); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return code;
  };
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => text, exited, stop };
};

/** Runs the server to completion (for a start that is meant to be refused). */
export const runServerToExit = (options: {
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
