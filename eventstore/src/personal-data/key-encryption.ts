import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { KEY_BYTES } from './field-cipher';

/**
 * The key-encryption keys (KEKs) that wrap the persons' keys, numbered by epoch. The database keeps only
 * wrapped person keys and the epoch that wrapped each; the KEKs are somewhere the database is not (a file
 * of the data folder, or a key service). Rotating makes a new epoch; once every surviving person key is
 * re-wrapped under it the old epochs are destroyed, and a wrapped key left behind in the write-ahead log,
 * a table file or a backup cannot be unwrapped any more.
 */
export interface KeyEncryption {
  /** What it is, for the logs (`file`, `vault`). */
  readonly kind: string;
  /** The newest epoch; the first one is made when there is none. */
  latest(): Promise<number>;
  wrap(epoch: number, keys: readonly Buffer[]): Promise<Buffer[]>;
  /** Throws `KekUnavailableError` when the epoch was destroyed (a rotation ran meanwhile: read the row again). */
  unwrap(epoch: number, wrapped: readonly Buffer[]): Promise<Buffer[]>;
  /** Re-wraps under epoch `to` what epoch `from` wrapped. */
  rewrap(from: number, to: number, wrapped: readonly Buffer[]): Promise<Buffer[]>;
  /** Makes a new epoch and answers it. */
  rotate(): Promise<number>;
  /** Destroys every epoch older than `epoch`. */
  destroyBefore(epoch: number): Promise<void>;
}

/** The key of an epoch that is gone (destroyed by a rotation) or cannot be had. */
export class KekUnavailableError extends Error {
  constructor(
    readonly epoch: number,
    message = `the key-encryption key of epoch ${epoch} is not available`,
  ) {
    super(message);
    this.name = 'KekUnavailableError';
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

const seal = (key: Buffer, plain: Buffer, aad: string): Buffer => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

const open_ = (key: Buffer, sealed: Buffer, aad: string): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
};

export interface FileKeyEncryptionOptions {
  /** The folder of the KEK files (`<DATA_DIR>/personal-data-keys`); made with mode 0700, each file 0600. */
  directory: string;
  /**
   * A secret from the environment (`PERSONAL_DATA_KEK`, at least 32 characters) that seals the KEK files:
   * a copy of the data folder alone then unwraps nothing either. Without it the files hold the KEKs as they are.
   */
  secret?: string;
  /**
   * How long a KEK read from its file is used from memory before the file is read again (default 30 s).
   * A KEK this instance destroys is forgotten at once; one another process destroys, within this time.
   */
  cacheMs?: number;
}

const FILE = /^kek-(\d{1,9})$/;
const fileName = (epoch: number): string => `kek-${epoch}`;
const SEALED_PREFIX = 'sealed1:';

/**
 * The default KEKs: one file per epoch in a folder of the data folder (mode 0600, like the generated
 * session secret), never in the database. Every process of one installation reads the same folder. A KEK
 * is kept in memory for `cacheMs` after its file was read (a new person's key is wrapped on every first
 * write, and reading the file each time cost more than the wrapping): a destroyed epoch is gone for every
 * process within that time, and for the one that destroyed it at once. Wrapping under a cached KEK is safe:
 * the key store wraps only with the current epoch, under a lock that keeps a rotation from switching it
 * meanwhile, and only older epochs are ever destroyed. Destroying overwrites the file with random bytes,
 * flushes it and removes it.
 */
export function createFileKeyEncryption(options: FileKeyEncryptionOptions): KeyEncryption {
  const { directory } = options;
  const sealingKey = options.secret
    ? Buffer.from(hkdfSync('sha256', Buffer.from(options.secret, 'utf8'), Buffer.alloc(0), 'personal-data-kek-file', KEY_BYTES))
    : null;

  const epochs = async (): Promise<number[]> => {
    const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names
      .map((name) => FILE.exec(name)?.[1])
      .filter((value): value is string => value !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  };

  const encode = (epoch: number, key: Buffer): string =>
    sealingKey ? SEALED_PREFIX + seal(sealingKey, key, `kek-file:${epoch}`).toString('base64url') : key.toString('hex');

  const cacheMs = Math.max(0, options.cacheMs ?? 30_000);
  const cached = new Map<number, { key: Buffer; until: number }>();
  const forget = (epoch: number): void => {
    cached.get(epoch)?.key.fill(0);
    cached.delete(epoch);
  };

  const kekOf = async (epoch: number): Promise<Buffer> => {
    const hit = cached.get(epoch);
    if (hit && Date.now() < hit.until) return hit.key;
    forget(epoch);
    const key = await kekFromFile(epoch);
    if (cacheMs > 0) cached.set(epoch, { key, until: Date.now() + cacheMs });
    return key;
  };

  const kekFromFile = async (epoch: number): Promise<Buffer> => {
    const text = await readFile(path.join(directory, fileName(epoch)), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new KekUnavailableError(epoch);
      throw error;
    });
    const trimmed = text.trim();
    if (trimmed.startsWith(SEALED_PREFIX)) {
      if (!sealingKey) throw new Error(`${fileName(epoch)} is sealed: PERSONAL_DATA_KEK must be set`);
      return open_(sealingKey, Buffer.from(trimmed.slice(SEALED_PREFIX.length), 'base64url'), `kek-file:${epoch}`);
    }
    if (sealingKey) throw new Error(`${fileName(epoch)} is not sealed with PERSONAL_DATA_KEK`);
    const key = Buffer.from(trimmed, 'hex');
    if (key.length !== KEY_BYTES) throw new Error(`${fileName(epoch)} does not hold a key`);
    return key;
  };

  /**
   * Writes the epoch's file unless it exists: a temporary file, flushed, then hard-linked to its name, which
   * fails when another process made that epoch meanwhile (a rename would replace its key silently).
   */
  const create = async (epoch: number): Promise<boolean> => {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    await chmod(directory, 0o700);
    const target = path.join(directory, fileName(epoch));
    if (await stat(target).catch(() => null)) return false;
    const temporary = path.join(directory, `.${fileName(epoch)}.${process.pid}.${randomBytes(4).toString('hex')}`);
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(encode(epoch, randomBytes(KEY_BYTES)));
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await link(temporary, target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  };

  const destroy = async (epoch: number): Promise<void> => {
    forget(epoch);
    const file = path.join(directory, fileName(epoch));
    const handle = await open(file, 'r+').catch(() => null);
    if (!handle) return;
    try {
      const { size } = await handle.stat();
      await handle.write(randomBytes(Math.max(size, 1)), 0, Math.max(size, 1), 0);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await unlink(file).catch(() => undefined);
  };

  return {
    kind: sealingKey ? 'file (sealed with PERSONAL_DATA_KEK)' : 'file',
    async latest() {
      const known = await epochs();
      const newest = known.at(-1);
      if (newest !== undefined) return newest;
      await create(1);
      return 1;
    },
    async wrap(epoch, keys) {
      const kek = await kekOf(epoch);
      return keys.map((key) => seal(kek, key, `kek:${epoch}`));
    },
    async unwrap(epoch, wrapped) {
      const kek = await kekOf(epoch);
      return wrapped.map((value) => open_(kek, value, `kek:${epoch}`));
    },
    async rewrap(from, to, wrapped) {
      const [old, next] = [await kekOf(from), await kekOf(to)];
      return wrapped.map((value) => seal(next, open_(old, value, `kek:${from}`), `kek:${to}`));
    },
    async rotate() {
      for (;;) {
        const next = ((await epochs()).at(-1) ?? 0) + 1;
        if (await create(next)) return next;
      }
    },
    async destroyBefore(epoch) {
      for (const old of [...cached.keys()]) if (old < epoch) forget(old);
      for (const old of await epochs()) if (old < epoch) await destroy(old);
    },
  };
}
