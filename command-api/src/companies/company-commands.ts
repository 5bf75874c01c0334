import { companyDecider, companyStreamId, foldEvents, type CompanyCommand, type CompanyEvent, type CompanyState } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';

export const runCompanyCommand = (store: EventStore, companyId: string, command: CompanyCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: companyStreamId(companyId), decider: companyDecider, command, metadata });

/** The company as its own stream tells it (whether it exists, its employers). */
export async function loadCompany(store: EventStore, companyId: string): Promise<CompanyState> {
  return foldEvents(companyDecider, (await store.readStream(companyStreamId(companyId))) as unknown as CompanyEvent[]);
}
