import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP server speaking the documented protocol of Vault's transit engine, as far as the key
 * store uses it (keys create/read/rotate/config/trim, encrypt, decrypt, rewrap with `batch_input`,
 * `X-Vault-Token`): the tests run the Vault adapter against it.
 */
export interface FakeVault {
  address: string;
  token: string;
  /** The versions a key still has (trimmed ones are gone). */
  versions(name: string): number[];
  close(): Promise<void>;
}

interface TransitKey {
  versions: Map<number, Buffer>;
  latest: number;
  minDecryption: number;
  minEncryption: number;
}

export async function startFakeVault(): Promise<FakeVault> {
  const token = `hvs.${randomBytes(12).toString('hex')}`;
  const keys = new Map<string, TransitKey>();

  const seal = (key: TransitKey, version: number, plaintext: string): string => {
    const material = key.versions.get(version);
    if (!material) throw new Error('version not found');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', material, iv);
    const body = Buffer.concat([cipher.update(Buffer.from(plaintext, 'base64')), cipher.final()]);
    return `vault:v${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  };
  const open = (key: TransitKey, ciphertext: string): string => {
    const match = /^vault:v(\d+):(.+)$/.exec(ciphertext);
    if (!match) throw new Error('invalid ciphertext: no prefix');
    const version = Number(match[1]);
    if (version < key.minDecryption) throw new Error('ciphertext or signature version is disallowed by policy (too old)');
    const material = key.versions.get(version);
    if (!material) throw new Error('invalid key version');
    const raw = Buffer.from(match[2] ?? '', 'base64');
    const decipher = createDecipheriv('aes-256-gcm', material, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('base64');
  };

  const answer = (response: ServerResponse, status: number, body?: unknown): void => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: Record<string, unknown>): void => {
    if (request.headers['x-vault-token'] !== token) return answer(response, 403, { errors: ['permission denied'] });
    const match = /^\/v1\/transit\/(keys|encrypt|decrypt|rewrap)\/([^/]+)(?:\/(rotate|config|trim))?$/.exec(request.url ?? '');
    if (!match) return answer(response, 404, { errors: [] });
    const [, area, name = '', action] = match;
    let key = keys.get(name);
    if (area === 'keys' && !action && request.method === 'POST') {
      if (!key) keys.set(name, { versions: new Map([[1, randomBytes(32)]]), latest: 1, minDecryption: 1, minEncryption: 0 });
      return answer(response, 204);
    }
    if (!key) return answer(response, 400, { errors: ['encryption key not found'] });
    const versionFor = (): number => {
      const asked = Number(body['key_version'] ?? 0);
      return asked === 0 ? key!.latest : asked;
    };
    const batch = (body['batch_input'] as Array<Record<string, string>> | undefined) ?? [];
    try {
      if (area === 'keys' && !action && request.method === 'GET')
        return answer(response, 200, {
          data: {
            latest_version: key.latest,
            min_decryption_version: key.minDecryption,
            keys: Object.fromEntries([...key.versions.keys()].map((v) => [v, 0])),
          },
        });
      if (action === 'rotate') {
        key.latest += 1;
        key.versions.set(key.latest, randomBytes(32));
        return answer(response, 200, { data: { latest_version: key.latest } });
      }
      if (action === 'config') {
        key.minDecryption = Number(body['min_decryption_version'] ?? key.minDecryption);
        key.minEncryption = Number(body['min_encryption_version'] ?? key.minEncryption);
        return answer(response, 204);
      }
      if (action === 'trim') {
        const min = Number(body['min_available_version']);
        if (min > key.minDecryption) return answer(response, 400, { errors: ['cannot be greater than min_decryption_version'] });
        for (const version of [...key.versions.keys()]) if (version < min) key.versions.delete(version);
        return answer(response, 204);
      }
      if (area === 'encrypt') {
        const version = versionFor();
        if (version < key.minEncryption)
          throw new Error('requested version for encryption is less than the minimum encryption key version');
        return answer(response, 200, {
          data: { batch_results: batch.map((item) => ({ ciphertext: seal(key!, version, item['plaintext'] ?? '') })) },
        });
      }
      if (area === 'decrypt')
        return answer(response, 200, {
          data: { batch_results: batch.map((item) => ({ plaintext: open(key!, item['ciphertext'] ?? '') })) },
        });
      if (area === 'rewrap')
        return answer(response, 200, {
          data: { batch_results: batch.map((item) => ({ ciphertext: seal(key!, versionFor(), open(key!, item['ciphertext'] ?? '')) })) },
        });
    } catch (error) {
      return answer(response, 400, { errors: [(error as Error).message] });
    }
    key = undefined;
    return answer(response, 405, { errors: [] });
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      handle(request, response, text === '' ? {} : (JSON.parse(text) as Record<string, unknown>));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    token,
    versions: (name) => [...(keys.get(name)?.versions.keys() ?? [])].sort((a, b) => a - b),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
