import { describe, expect, it } from 'vitest';
import { API_CATALOGUE, API_TAGS, CHANGE_FEEDS, SERVER_MESSAGES } from './api-catalogue';
import { API_FEATURES } from './api-features';

describe('the API catalogue', () => {
  it("holds each feature's cache kinds, feeds and messages, in the features' order", () => {
    const entries = Object.values(API_CATALOGUE);
    expect(entries).toHaveLength(API_FEATURES.length);
    API_FEATURES.forEach((feature, index) => {
      expect(feature.tags).toBe(entries[index]?.tags);
      expect(feature.feeds).toBe(entries[index]?.feeds);
      expect(feature.messages).toBe((entries[index] as { messages?: unknown }).messages);
    });
  });

  it('lists every tag and feed once, and every message of every feature', () => {
    expect(new Set(API_TAGS).size).toBe(API_TAGS.length);
    expect(new Set(CHANGE_FEEDS.map((feed) => feed.subject)).size).toBe(CHANGE_FEEDS.length);
    for (const feature of API_FEATURES)
      for (const [english, texts] of Object.entries(feature.messages ?? {})) expect(SERVER_MESSAGES[english]).toEqual(texts);
  });
});
