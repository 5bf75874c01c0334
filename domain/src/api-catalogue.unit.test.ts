import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_CATALOGUE, API_TAGS, CHANGE_FEEDS, FEATURE_MESSAGES, SERVER_MESSAGES } from './api-catalogue';
import { API_FEATURES } from './api-features';
import { GENERAL_SERVER_MESSAGES, type ServerMessages } from './shared/server-messages';

/** Every set of messages the `*-messages.ts` modules export. */
async function messageModules(): Promise<Array<{ name: string; messages: ServerMessages }>> {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('-messages.ts'));
  const modules = await Promise.all(files.map(async (file) => ({ file, exports: (await import(`./${file}`)) as Record<string, unknown> })));
  return modules.flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith('_MESSAGES'))
      .map(([name, messages]) => ({ name: `${file} ${name}`, messages: messages as ServerMessages })),
  );
}

describe('the API catalogue', () => {
  it("holds each feature's cache kinds and feeds, in the features' order", () => {
    const entries = Object.values(API_CATALOGUE);
    expect(entries).toHaveLength(API_FEATURES.length);
    API_FEATURES.forEach((feature, index) => {
      expect(feature.tags).toBe(entries[index]?.tags);
      expect(feature.feeds).toBe(entries[index]?.feeds);
    });
  });

  it('lists every tag and feed once', () => {
    expect(new Set(API_TAGS).size).toBe(API_TAGS.length);
    expect(new Set(CHANGE_FEEDS.map((feed) => feed.subject)).size).toBe(CHANGE_FEEDS.length);
  });

  it("holds every feature's messages, and every message among the server's", async () => {
    const modules = await messageModules();
    expect(modules.length).toBeGreaterThan(20);
    const listed = new Set<unknown>([GENERAL_SERVER_MESSAGES, ...Object.values(FEATURE_MESSAGES)]);
    expect(modules.filter(({ messages }) => !listed.has(messages)).map(({ name }) => name)).toEqual([]);
    for (const messages of listed as Set<ServerMessages>)
      for (const [english, texts] of Object.entries(messages)) expect(SERVER_MESSAGES[english]).toEqual(texts);
  });
});
