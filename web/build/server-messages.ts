// A plugin of the web app's build (vite.config.ts), not code of the app.
import type { ServerMessages } from '@rm/domain';
import type { Plugin } from 'vite';

/** `import server from 'virtual:server-messages/de'`: the server's messages in one language, by their English text. */
export const SERVER_MESSAGES_MODULE = 'virtual:server-messages/';
const LANGUAGES = ['de', 'en', 'pl'] as const;
type Language = (typeof LANGUAGES)[number];

/** The messages in one language, by their English text (as `serverCatalogue` in `src/lib/i18n.ts`). */
export const inLanguage = (messages: ServerMessages, language: Language): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([english, translations]) => [english, translations[language]]));

/** The shared domain's `SERVER_MESSAGES`, loaded as the server loads them (TypeScript, run by Node). */
async function domainMessages(): Promise<ServerMessages> {
  const { tsImport } = await import('tsx/esm/api');
  const domain = (await tsImport('@rm/domain', import.meta.url)) as { SERVER_MESSAGES: ServerMessages };
  return domain.SERVER_MESSAGES;
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
      if (build) return `export default ${JSON.stringify(inLanguage(await domainMessages(), language))};`;
      return [
        `import { SERVER_MESSAGES } from '@rm/domain';`,
        `export default Object.fromEntries(Object.entries(SERVER_MESSAGES).map(([english, translations]) => [english, translations.${language}]));`,
      ].join('\n');
    },
  };
}
