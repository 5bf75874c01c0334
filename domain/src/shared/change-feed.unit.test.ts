import { describe, expect, it } from 'vitest';
import { CHANGE_FEEDS } from '../api-catalogue';
import { offerBoardChanged } from '../offers/offer-feeds';
import { adminsAndCompany, type Viewer } from './change-feed';

const viewer = (overrides: Partial<Viewer>): Viewer => ({ userId: 'u1', admin: false, companyId: null, contactId: null, ...overrides });

describe('change feeds', () => {
  it('show admins every change and company users their own company only', () => {
    expect(adminsAndCompany(viewer({ admin: true }), { companyId: 'c1' })).toBe(true);
    expect(adminsAndCompany(viewer({ companyId: 'c1' }), { companyId: 'c1' })).toBe(true);
    expect(adminsAndCompany(viewer({ companyId: 'c1' }), { companyId: 'c2' })).toBe(false);
    expect(adminsAndCompany(viewer({}), { companyId: 'c1' })).toBe(false);
    expect(adminsAndCompany(viewer({ contactId: 'c1' }), { companyId: 'c1' })).toBe(false);
  });

  it("name the offer board's tags: the card and the two columns a move touched; a new offer is refetched, not announced", () => {
    const move = {
      offerId: 'o1',
      companyId: 'c1',
      campaignId: 'k1',
      from: 'new',
      to: 'hired',
      position: '1',
      correlationId: null,
    } as const;
    expect(offerBoardChanged.tags(move)).toEqual([
      { type: 'Offer', id: 'o1' },
      { type: 'Offer', id: 'LIST-hired' },
      { type: 'Offer', id: 'LIST-new' },
      'AuditLog',
    ]);
    expect(offerBoardChanged.announce?.(move)).toBe('board.stageUpdated');
    expect(offerBoardChanged.announce?.({ ...move, from: null })).toBeNull();
  });

  it('are declared once per subject', () => {
    const subjects = CHANGE_FEEDS.map((feed) => feed.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects.every((subject) => /^rm\.[a-z-]+\.changed$/.test(subject))).toBe(true);
  });
});
