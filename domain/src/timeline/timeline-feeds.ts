import { Type } from '@sinclair/typebox';
import { adminsAndCompany, changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';
import { TimelineModelSchema } from './timeline-events';

/** A timeline or task of a contact or company changed: the company's users looking at it refetch (a colleague's entry appears). */
export const timelineChanged = changeFeed({
  subject: 'rm.timeline.changed',
  notice: Type.Object({
    companyId: Uuid,
    model: TimelineModelSchema,
    modelId: Uuid,
    kind: Type.Union([Type.Literal('entry'), Type.Literal('task')]),
  }),
  channel: 'user',
  visibleTo: adminsAndCompany,
  permission: (notice) => (notice.kind === 'task' ? 'tasks' : 'timeline'),
  tags: (notice) => [
    { type: 'Timeline', id: `${notice.model}-${notice.modelId}` },
    { type: 'Timeline', id: `company-${notice.companyId}` },
    'TimelineRecent',
    ...(notice.kind === 'task' ? [{ type: 'Task', id: `${notice.model}-${notice.modelId}` }, 'TaskOpen'] : []),
  ],
  announce: (notice) => (notice.kind === 'task' ? 'tasks.refreshed' : null),
});
