import { companyDecider, companyStreamId, type CompanyCommand } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from './handle-command';

export const runCompanyCommand = (store: EventStore, companyId: string, command: CompanyCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: companyStreamId(companyId), decider: companyDecider, command, metadata });
