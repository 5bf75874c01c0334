import { Type } from '@sinclair/typebox';
import { changeFeed } from '../shared/change-feed';
import { Nullable, Uuid } from '../shared/schema';
import { ReferenceKindSchema } from './reference-kinds';

/**
 * An item of reference data was created, changed or deleted: its kind's list and every option list
 * refetch. Reference data is the same for everyone (the notice names only a kind and an id), so every
 * signed-in user is told: company users' pickers read the option lists built from it.
 */
export const referenceDataChanged = changeFeed({
  subject: 'rm.reference-data.changed',
  notice: Type.Object({
    kind: ReferenceKindSchema,
    itemId: Uuid,
    /** Event position as a decimal string. */
    position: Type.String(),
    correlationId: Nullable(Type.String()),
  }),
  channel: 'user',
  visibleTo: () => true,
  tags: (notice) => [
    { type: 'ReferenceData', id: `LIST-${notice.kind}` },
    { type: 'ReferenceData', id: notice.itemId },
    'Options',
    'AuditLog',
  ],
});
