import { Type } from '@sinclair/typebox';
import { adminsAndCompany, changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** A user's account changed (registered, roles, name). */
export const usersChanged = changeFeed({
  subject: 'rm.users.changed',
  notice: Type.Object({ userId: Uuid }),
  channel: 'user',
  visibleTo: (viewer, notice) => viewer.admin || viewer.userId === notice.userId,
  tags: () => ['CurrentUser', 'Options'],
});

/** A company changed (registered, account manager). */
export const companiesChanged = changeFeed({
  subject: 'rm.companies.changed',
  notice: Type.Object({ companyId: Uuid }),
  channel: 'user',
  visibleTo: adminsAndCompany,
  tags: () => ['Options', 'Offer'],
});
