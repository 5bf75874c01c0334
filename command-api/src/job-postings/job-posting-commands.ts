import { jobPostingDecider, jobPostingStreamId, type JobPostingCommand } from '@rm/domain';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

/** Runs a command on a campaign's job posting (`job-posting-<campaignId>`). */
export const runJobPostingCommand = (store: CommandStore, campaignId: string, command: JobPostingCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: jobPostingStreamId(campaignId), decider: jobPostingDecider, command, metadata });
