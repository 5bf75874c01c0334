import type { PageMeta } from '@rm/domain';

export const PER_PAGE = 20;

export const pageOffset = (page: number, perPage = PER_PAGE): number => (Math.max(1, page) - 1) * perPage;

export const pageMeta = (page: number, total: number, perPage = PER_PAGE): PageMeta => ({
  current_page: Math.max(1, page),
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

export const euros = (cents: number): number => Math.round(cents) / 100;
