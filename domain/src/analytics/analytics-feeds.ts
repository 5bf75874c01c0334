import { Type } from '@sinclair/typebox';
import { adminsOnly, changeFeed } from '../shared/change-feed';

/** The statistics grew (up to the event at `position`): open charts refetch. */
export const statsChanged = changeFeed({
  subject: 'rm.stats.changed',
  notice: Type.Object({ position: Type.String() }),
  channel: 'user',
  visibleTo: adminsOnly,
  tags: () => ['Stats'],
});
