import { forbidden, notFound, type TimelineModel } from '@rm/domain';
import { signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import type { CommandReadPort } from '../shared/read-port';

/** Whom a timeline or task is about, as the commands write it. */
export interface TimelineSubject {
  companyId: string;
  /** The unlocked contact's contact; null on the company's timeline. */
  contactId: string | null;
  /** The person free text is about: the contact, or on the company's timeline the author. */
  subjectId: string;
}

/** The subject of a timeline or task list, checked against the caller's company (403 another's, 404 unknown). */
export async function timelineSubject(
  reads: CommandReadPort,
  request: FastifyRequest,
  model: TimelineModel,
  id: string,
): Promise<TimelineSubject> {
  const user = signedInUser(request);
  if (!user.companyId) throw forbidden();
  if (model === 'company') {
    if (id !== user.companyId) throw forbidden();
    return { companyId: id, contactId: null, subjectId: user.id };
  }
  const found = await reads.employerUnlockedContact(id);
  if (!found || found.deleted) throw notFound('Unlocked contact not found.');
  if (found.companyId !== user.companyId) throw forbidden();
  return { companyId: found.companyId, contactId: found.contact.driver.id, subjectId: found.contact.driver.id };
}

/** The caller's company (the employer workspace is theirs only). */
export function callerCompany(request: FastifyRequest): string {
  const companyId = signedInUser(request).companyId;
  if (!companyId) throw forbidden();
  return companyId;
}
