import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENT_VERSIONS, currentLegalVersion, type LegalDocumentKind } from '@rm/domain';
import type { LegalArchive, LegalVersion } from './legal-document';
import { dpa202601, imprint202601, talentPool202601, terms202601 } from './other-documents-2026-01';
import { privacyNotice202601 } from './privacy-notice-2026-01';

/**
 * Every published version of every legal text. A new version is a new file added here (and to
 * `LEGAL_DOCUMENT_VERSIONS` in the domain, which validates consents); old ones stay, readable at
 * `/legal/<kind>/<version>`.
 */
export const LEGAL_ARCHIVE: LegalArchive = {
  privacy_notice: { '2026-01': privacyNotice202601 },
  terms: { '2026-01': terms202601 },
  dpa: { '2026-01': dpa202601 },
  talent_pool: { '2026-01': talentPool202601 },
  imprint: { '2026-01': imprint202601 },
};

/** The addresses' names of the kinds (`/legal/privacy`). */
export const LEGAL_SLUGS: Readonly<Record<LegalDocumentKind, string>> = {
  privacy_notice: 'privacy',
  terms: 'terms',
  dpa: 'dpa',
  talent_pool: 'talent-pool',
  imprint: 'imprint',
};

export const kindOfSlug = (slug: string | undefined): LegalDocumentKind | null =>
  LEGAL_DOCUMENT_KINDS.find((kind) => LEGAL_SLUGS[kind] === slug) ?? null;

export function legalDocument(kind: LegalDocumentKind, version: string = currentLegalVersion(kind)): LegalVersion | null {
  return LEGAL_ARCHIVE[kind][version] ?? null;
}

/** The published versions of a kind, newest first. */
export const legalVersions = (kind: LegalDocumentKind): string[] => [...LEGAL_DOCUMENT_VERSIONS[kind]].reverse();
