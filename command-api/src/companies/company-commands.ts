import { randomUUID } from 'node:crypto';
import { companyDecider, companyStreamId, foldEvents, type CompanyCommand, type CompanyEvent, type CompanyState } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import { registerUser } from '../users/user-commands';

export const runCompanyCommand = (store: EventStore, companyId: string, command: CompanyCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: companyStreamId(companyId), decider: companyDecider, command, metadata });

/** The company as its own stream tells it (whether it exists, its employers). */
export async function loadCompany(store: EventStore, companyId: string): Promise<CompanyState> {
  return foldEvents(companyDecider, (await store.readStream(companyStreamId(companyId))) as unknown as CompanyEvent[]);
}

export interface RegisterBusinessInput {
  companyId?: string;
  ownerId?: string;
  companyName: string;
  country: string;
  zipCode: string | null;
  city: string | null;
  companyPhone: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  mobile: string;
  password: string;
  registeredFrom: string | null;
  registeredFromPage: string | null;
  salesOwnerId: string | null;
  accountManagerId: string | null;
  /** The versions of the terms of use and the data processing agreement accepted (none for records made by admins or the demo). */
  termsVersion?: string;
  dpaVersion?: string;
}

/**
 * Registers a business: its owner first (the e-mail claimed in a stream of its own, so a taken address
 * fails before anything else is written), then the company with what the form said, then its account
 * manager when one was named. Answers the company's and the owner's ids and the last write's position.
 */
export async function registerBusiness(
  store: EventStore,
  input: RegisterBusinessInput,
  metadata: CommandMetadata,
): Promise<{ companyId: string; ownerId: string; position: bigint | null }> {
  const companyId = input.companyId ?? randomUUID();
  const ownerId = input.ownerId ?? randomUUID();
  await registerUser(
    store,
    {
      userId: ownerId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.mobile,
      password: input.password,
      roles: ['business-owner', 'business'],
      companyId,
    },
    { ...metadata, actorId: metadata.actorId ?? ownerId },
  );
  const byOwner = { ...metadata, actorId: metadata.actorId ?? ownerId, actorRole: metadata.actorRole ?? 'business-owner' };
  let result = await runCompanyCommand(
    store,
    companyId,
    {
      type: 'RegisterBusiness',
      data: {
        company: { companyId, name: input.companyName, country: input.country, zipCode: input.zipCode, city: input.city, isPartner: false },
        business: {
          companyId,
          ownerId,
          companyPhone: input.companyPhone,
          registeredFrom: input.registeredFrom,
          registeredFromPage: input.registeredFromPage,
          salesOwnerId: input.salesOwnerId,
          ...(input.termsVersion ? { termsVersion: input.termsVersion } : {}),
          ...(input.dpaVersion ? { dpaVersion: input.dpaVersion } : {}),
        },
      },
    },
    byOwner,
  );
  if (input.accountManagerId) {
    result = await runCompanyCommand(
      store,
      companyId,
      { type: 'AssignAccountManager', data: { companyId, accountManagerId: input.accountManagerId } },
      byOwner,
    );
  }
  return { companyId, ownerId, position: result.append?.position ?? null };
}
