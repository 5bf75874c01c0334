// A plugin of the web app's build (vite.config.ts), not code of the app.
import type * as Domain from '@rm/domain';
import type { Plugin } from 'vite';

/** `import server from 'virtual:server-messages/de'`: the server's messages in one language, by their English text. */
export const SERVER_MESSAGES_MODULE = 'virtual:server-messages/';
const LANGUAGES = ['de', 'en', 'pl'] as const;
type Language = (typeof LANGUAGES)[number];

/** The server's messages in one language from the shared domain, loaded as the server loads it (TypeScript, run by Node). */
async function domainMessagesIn(language: Language): Promise<Record<string, string>> {
  const { tsImport } = await import('tsx/esm/api');
  const domain = (await tsImport('@rm/domain', import.meta.url)) as Pick<typeof Domain, 'SERVER_MESSAGES' | 'serverMessagesIn'>;
  return domain.serverMessagesIn(domain.SERVER_MESSAGES, language);
}

/**
 * Each language's script carries the server's messages in that language only (every message the server may
 * send is kept in the shared domain with its German, English and Polish text: all three would be twice as
 * much to load before a phone's first screen). The build writes each language's out as data; the development
 * server and the tests take them from the domain as it is loaded (the same messages, and changes show at once).
 */
export function serverMessages(): Plugin {
  let build = false;
  return {
    name: 'server-messages',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(SERVER_MESSAGES_MODULE) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${SERVER_MESSAGES_MODULE}`)) return undefined;
      const language = id.slice(SERVER_MESSAGES_MODULE.length + 1) as Language;
      if (!LANGUAGES.includes(language)) this.error(`${id}: no such language (${LANGUAGES.join(', ')})`);
      if (build) return `export default ${JSON.stringify(await domainMessagesIn(language))};`;
      return `import { SERVER_MESSAGES, serverMessagesIn } from '@rm/domain';\nexport default serverMessagesIn(SERVER_MESSAGES, '${language}');`;
    },
  };
}
