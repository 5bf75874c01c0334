import type { KeyEncryptionSettings } from '@rm/platform';
import { createFileKeyEncryption, KekUnavailableError, type KeyEncryption } from './key-encryption';

export interface VaultKeyEncryptionOptions {
  /** Vault's address, e.g. https://vault.internal:8200 (`VAULT_ADDR`). */
  address: string;
  /** A token allowed to use the transit key (`VAULT_TOKEN`). */
  token: string;
  /** The transit key's name (`VAULT_TRANSIT_KEY`, default `personal-data`). */
  key: string;
  /** The transit engine's mount (default `transit`). */
  mount?: string;
  /** Per request (default 10 s). */
  timeoutMs?: number;
}

interface BatchResult {
  ciphertext?: string;
  plaintext?: string;
  error?: string;
}

const VERSION = /^vault:v(\d+):/;

/**
 * The KEKs in HashiCorp Vault's transit engine: the transit key's versions are the epochs, and the key
 * never leaves Vault (the person keys are sent to be wrapped and unwrapped, batch by batch). Rotating is
 * `keys/<key>/rotate`; destroying the old epochs sets `min_decryption_version` and trims the versions
 * before it, so that Vault itself no longer has them.
 */
export function createVaultKeyEncryption(options: VaultKeyEncryptionOptions): KeyEncryption {
  const base = `${options.address.replace(/\/+$/, '')}/v1/${options.mount ?? 'transit'}`;
  const name = encodeURIComponent(options.key);

  async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/${route}`, {
      method,
      headers: { 'X-Vault-Token': options.token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    if (!response.ok) {
      let errors = text;
      try {
        errors = ((JSON.parse(text) as { errors?: string[] }).errors ?? []).join('; ') || text;
      } catch {
        // not JSON: the text as it is
      }
      throw new Error(`vault ${method} ${route}: ${response.status} ${errors}`.slice(0, 500));
    }
    return (text === '' ? {} : JSON.parse(text)) as T;
  }

  const results = (answer: { data?: { batch_results?: BatchResult[] } }, count: number): BatchResult[] => {
    const batch = answer.data?.batch_results ?? [];
    if (batch.length !== count) throw new Error(`vault answered ${batch.length} results for ${count}`);
    return batch;
  };

  const ciphertextOf = (result: BatchResult): Buffer => {
    if (!result.ciphertext || result.error) throw new Error(`vault: ${result.error ?? 'no ciphertext'}`);
    return Buffer.from(result.ciphertext, 'utf8');
  };

  let ensured: Promise<unknown> | null = null;
  /** Creates the transit key when it is not there (creating an existing key changes nothing). */
  const ensureKey = (): Promise<unknown> => {
    ensured ??= call('POST', `keys/${name}`, { type: 'aes256-gcm96' }).catch((error: unknown) => {
      ensured = null;
      throw error;
    });
    return ensured;
  };

  const latestVersion = async (): Promise<number> => {
    const answer = await call<{ data: { latest_version: number } }>('GET', `keys/${name}`);
    return answer.data.latest_version;
  };

  return {
    kind: 'vault',
    async latest() {
      await ensureKey();
      return latestVersion();
    },
    async wrap(epoch, keys) {
      if (keys.length === 0) return [];
      const answer = await call<{ data?: { batch_results?: BatchResult[] } }>('POST', `encrypt/${name}`, {
        key_version: epoch,
        batch_input: keys.map((key) => ({ plaintext: key.toString('base64') })),
      });
      return results(answer, keys.length).map(ciphertextOf);
    },
    async unwrap(epoch, wrapped) {
      if (wrapped.length === 0) return [];
      for (const value of wrapped)
        if (VERSION.exec(value.toString('utf8'))?.[1] !== String(epoch)) throw new Error(`a wrapped key of another epoch than ${epoch}`);
      let answer: { data?: { batch_results?: BatchResult[] } };
      try {
        answer = await call('POST', `decrypt/${name}`, { batch_input: wrapped.map((value) => ({ ciphertext: value.toString('utf8') })) });
      } catch (error) {
        // Vault refuses versions below min_decryption_version: the epoch was destroyed by a rotation.
        if (error instanceof Error && /too old|disallowed|archived|min_decryption_version/i.test(error.message))
          throw new KekUnavailableError(epoch, error.message);
        throw error;
      }
      return results(answer, wrapped.length).map((result) => {
        if (result.plaintext === undefined || result.error) {
          if (result.error && /too old|disallowed|archived/i.test(result.error)) throw new KekUnavailableError(epoch, result.error);
          throw new Error(`vault: ${result.error ?? 'no plaintext'}`);
        }
        return Buffer.from(result.plaintext, 'base64');
      });
    },
    async rewrap(_from, to, wrapped) {
      if (wrapped.length === 0) return [];
      const answer = await call<{ data?: { batch_results?: BatchResult[] } }>('POST', `rewrap/${name}`, {
        key_version: to,
        batch_input: wrapped.map((value) => ({ ciphertext: value.toString('utf8') })),
      });
      return results(answer, wrapped.length).map(ciphertextOf);
    },
    async rotate() {
      await ensureKey();
      await call('POST', `keys/${name}/rotate`, {});
      return latestVersion();
    },
    async destroyBefore(epoch) {
      await ensureKey();
      await call('POST', `keys/${name}/config`, { min_decryption_version: epoch, min_encryption_version: epoch });
      await call('POST', `keys/${name}/trim`, { min_available_version: epoch });
    },
  };
}

/** The KEKs the settings name (`KeyEncryptionSettings` of the platform's configuration). */
export function keyEncryptionFor(settings: KeyEncryptionSettings): KeyEncryption {
  return settings.kind === 'vault'
    ? createVaultKeyEncryption({ address: settings.address, token: settings.token, key: settings.key, mount: settings.mount })
    : createFileKeyEncryption({ directory: settings.directory, secret: settings.secret });
}
