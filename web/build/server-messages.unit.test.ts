import { SERVER_MESSAGES, serverMessagesIn } from '@rm/domain';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { serverMessages } from './server-messages';

type Hook = (this: { error: (message: string) => never }, id: string) => Promise<string | undefined>;

/** The plugin's module for an import, as the build (`command: 'build'`) or the development server makes it. */
async function moduleFor(command: 'build' | 'serve', id: string): Promise<string | undefined> {
  const plugin: Plugin = serverMessages();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'command'>) => void)({ command });
  const resolved = (plugin.resolveId as (id: string) => string | undefined)(id);
  if (!resolved) return undefined;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return (plugin.load as Hook).call(context, resolved);
}

describe('the server messages of one language', () => {
  it('are written out by the build as that language’s data: every message, no other language', async () => {
    const code = await moduleFor('build', 'virtual:server-messages/pl');
    const data = JSON.parse(code?.replace(/^export default /, '').replace(/;$/, '') ?? 'null') as Record<string, string>;
    expect(data).toEqual(serverMessagesIn(SERVER_MESSAGES, 'pl'));
    expect(Object.keys(data).length).toBeGreaterThan(100);
    // No German text is in it (but where a key, which is the server's own text, or a Polish text says the same).
    const german = Object.entries(SERVER_MESSAGES)
      .filter(([, { de }]) => ![...Object.keys(data), ...Object.values(data)].some((text) => text.includes(de)))
      .map(([, { de }]) => de);
    expect(german.length).toBeGreaterThan(100);
    expect(german.filter((text) => code?.includes(text))).toEqual([]);
  }, 60_000);

  it('are taken from the domain by the development server, and no other module is answered', async () => {
    expect(await moduleFor('serve', 'virtual:server-messages/de')).toContain("from '@rm/domain'");
    expect(await moduleFor('serve', './something-else')).toBeUndefined();
    await expect(moduleFor('build', 'virtual:server-messages/fr')).rejects.toThrow('no such language');
  });
});
