import { Type } from '@sinclair/typebox';
import { adminsAndCompany, adminsOnly, changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** A company's admin record changed (switches, settings, employers, deletion, a registration). */
export const companyAdminChanged = changeFeed({
  subject: 'rm.company-admin.changed',
  notice: Type.Object({ companyId: Uuid }),
  channel: 'user',
  visibleTo: adminsOnly,
  tags: (notice) => [{ type: 'Company', id: notice.companyId }, { type: 'Company', id: 'LIST' }, 'AuditLog'],
});

/** A company's transactions changed (an unlock or a hire charged, cancelled, reminders paused). */
export const transactionsChanged = changeFeed({
  subject: 'rm.transactions.changed',
  notice: Type.Object({ companyId: Uuid, transactionId: Uuid }),
  channel: 'user',
  visibleTo: adminsAndCompany,
  permission: () => 'billing',
  tags: (notice) => [
    { type: 'Transaction', id: notice.transactionId },
    { type: 'Transaction', id: `COMPANY-${notice.companyId}` },
  ],
});
