/** An unlocked contact as `GET /api/unlocked-contacts…` answers it, for screen tests: new, three to-dos open. */
export const unlockedContact = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  campaign_id: null,
  campaign: null,
  driver: { id: `${id.slice(0, -4)}d0d0`, full_name: 'Kim Muster', phone: '+49 151 1111111', email: 'kim@example.test' },
  owner_id: null,
  owner: null,
  status_id: 1,
  custom_status_id: null,
  effective_status: { id: 1, status_id: 1, is_default: true },
  unqualified_status_reason_ids: [],
  first_work_day_at: null,
  last_contacted_at: null,
  unlocked_at: '2026-11-20T10:00:00.000Z',
  checklist: { owner_chosen: false, contacted: false, status_updated: false, open_count: 3 },
  ...changes,
});
