// `npm run reset-password -- EMAIL`: the way back in for an installation that sends no mail. Sets a
// new password for the account, typed at a hidden prompt (twice), or, when Enter is pressed at once
// or no terminal is attached, a temporary password printed here only (nothing else keeps it: the
// database holds its hash, the log nothing). Every session of the account ends, and the audit log of
// each of its workspaces records it. `--password-stdin` reads the password from the first line of
// standard input instead, for scripts.
import { passwordSchema, plural } from '@agentdesk/shared';
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/client.ts';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { setPasswordOnServer } from '../src/modules/auth/password-on-server.ts';
import { newTemporaryPassword } from '../src/modules/auth/password-override.ts';

class UsageError extends Error {}

/** A line typed at the terminal without echoing it. */
const askHidden = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });

const firstLineOfInput = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
};

/** The password to set, and whether it was made here (then it is printed). */
const choosePassword = async (
  email: string,
  fromStdin: boolean,
): Promise<{ password: string; isTemporary: boolean }> => {
  let typed = '';
  if (fromStdin) typed = await firstLineOfInput();
  else if (process.stdin.isTTY) {
    typed = await askHidden(`New password for ${email} (press Enter for a temporary one): `);
    if (typed !== '' && (await askHidden('Type it again: ')) !== typed)
      throw new UsageError('The two passwords differ; nothing was changed.');
  }
  if (typed === '' && !fromStdin) return { password: newTemporaryPassword(), isTemporary: true };
  const checked = passwordSchema.safeParse(typed);
  if (!checked.success)
    throw new UsageError(`${checked.error.issues[0]?.message ?? 'The password is not valid'}; nothing was changed.`);
  return { password: checked.data, isTemporary: false };
};

const main = async () => {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const email = args.find((arg) => !arg.startsWith('--'));
  if (!email) throw new UsageError('Usage: npm run reset-password -- EMAIL [--password-stdin]');
  const { password, isTemporary } = await choosePassword(email, args.includes('--password-stdin'));
  const config = loadConfig();
  // The embedded database allows one process: stop the server first (PostgreSQL needs no stop).
  const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const done = await setPasswordOnServer({ db: database.db, email, password, cost: config.PASSWORD_HASH_COST });
    if (!done) throw new UsageError(`No account uses the e-mail ${email}; nothing was changed.`);
    const sessions = plural(done.sessionsEnded, 'session');
    const ended = `${sessions} ended; the audit log of ${plural(done.workspaces, 'workspace')} records it.`;
    if (isTemporary) {
      console.log(`The password of ${done.email} is now:\n\n    ${password}\n`);
      console.log(
        'It is shown only here. Pass it on in person, and have them change it (Change Password) after signing in.',
      );
    } else {
      console.log(`Set a new password for ${done.email}.`);
    }
    console.log(ended);
  } finally {
    await database.close();
    lock?.release();
  }
};

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message);
  else if (error instanceof DataDirInUseError) console.error(`${error.message}\nStop the server, then run this again.`);
  else console.error('Resetting the password failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
