import { optionsFeature, tasksFeature, timelineFeature, unlockedContactsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const uc = unlockedContactsFeature;
const tl = timelineFeature;
const tk = tasksFeature;
const op = optionsFeature.queries;
const subjectTag = (args: { model: string; id: string }) => ({ type: 'Timeline' as const, id: `${args.model}-${args.id}` });
const taskTag = (args: { model: string; id: string }) => ({ type: 'Task' as const, id: `${args.model}-${args.id}` });
/** What a change to an entry refetches: every timeline (the subject's and the company's), the contact (its last contact), the dashboard. */
const ENTRY_CHANGED = ['Timeline', 'TimelineRecent', 'UnlockedContact', 'UnlockedContactList', 'EmployerStats'] as const;
const TASK_CHANGED = ['Task', 'TaskOpen', 'Timeline'] as const;
const CONTACT_CHANGED = ['UnlockedContact', 'UnlockedContactList', 'EmployerStats'] as const;

/** The employer workspace's calls: unlocked contacts, charts, timeline, tasks and the option lists they pick from. */
export const unlockedContactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myUnlockedContacts: contractQuery(build, uc.queries.myUnlockedContacts, ['UnlockedContactList']),
    myUnlockedContact: contractQuery(build, uc.queries.myUnlockedContact, (_r, _e, args) => [{ type: 'UnlockedContact', id: args.id }]),
    employerDashboard: contractQuery(build, uc.queries.employerDashboard, ['EmployerStats', 'UnlockedContactList']),
    allTimeChart: contractQuery(build, uc.queries.unlockedContactsAllTime, ['EmployerStats']),
    compareRecentChart: contractQuery(build, uc.queries.unlockedContactsCompareRecent, ['EmployerStats']),
    changeStatus: contractMutation(build, uc.commands.changeUnlockedContactStatus, [...CONTACT_CHANGED]),
    setReasons: contractMutation(build, uc.commands.setUnqualifiedStatusReasons, [...CONTACT_CHANGED]),
    changeOwner: contractMutation(build, uc.commands.changeUnlockedContactOwner, [...CONTACT_CHANGED]),
    timelineOverview: contractQuery(build, tl.queries.timelineOverview, (_r, _e, args) => [subjectTag(args), 'TimelineRecent']),
    timelineOfType: contractQuery(build, tl.queries.timelineOfType, (_r, _e, args) => [subjectTag(args)]),
    createEntry: contractMutation(build, tl.commands.createTimelineEntry, [...ENTRY_CHANGED]),
    updateEntry: contractMutation(build, tl.commands.updateTimelineEntry, [...ENTRY_CHANGED]),
    deleteEntry: contractMutation(build, tl.commands.deleteTimelineEntry, [...ENTRY_CHANGED]),
    starEntry: contractMutation(build, tl.commands.starTimelineEntry, ['Timeline']),
    unstarEntry: contractMutation(build, tl.commands.unstarTimelineEntry, ['Timeline']),
    tasksOf: contractQuery(build, tk.queries.tasksOf, (_r, _e, args) => [taskTag(args), 'TaskOpen']),
    createTask: contractMutation(build, tk.commands.createTask, [...TASK_CHANGED]),
    updateTask: contractMutation(build, tk.commands.updateTask, [...TASK_CHANGED]),
    deleteTask: contractMutation(build, tk.commands.deleteTask, [...TASK_CHANGED]),
    changeTaskStatus: contractMutation(build, tk.commands.changeTaskStatus, [...TASK_CHANGED]),
    contactStatusOptions: contractQuery(build, op.contactStatusOptions, ['Options']),
    unqualifiedReasonOptions: contractQuery(build, op.unqualifiedStatusReasonOptions, ['Options']),
    taskStatusOptions: contractQuery(build, op.taskStatusOptions, ['Options']),
    outcomeOptions: contractQuery(build, op.outcomeOptions, ['Options']),
    companyUserOptions: contractQuery(build, tk.queries.taskAssigneeOptions, ['Options']),
  }),
});

export const {
  useMyUnlockedContactsQuery,
  useMyUnlockedContactQuery,
  useEmployerDashboardQuery,
  useAllTimeChartQuery,
  useCompareRecentChartQuery,
  useChangeStatusMutation,
  useSetReasonsMutation,
  useChangeOwnerMutation,
  useTimelineOverviewQuery,
  useTimelineOfTypeQuery,
  useCreateEntryMutation,
  useUpdateEntryMutation,
  useDeleteEntryMutation,
  useStarEntryMutation,
  useUnstarEntryMutation,
  useTasksOfQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useChangeTaskStatusMutation,
  useContactStatusOptionsQuery,
  useUnqualifiedReasonOptionsQuery,
  useTaskStatusOptionsQuery,
  useOutcomeOptionsQuery,
  useCompanyUserOptionsQuery,
} = unlockedContactsApi;
