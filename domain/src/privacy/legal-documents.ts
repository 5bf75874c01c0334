import type { ConsentPurpose } from './privacy-events';

/**
 * The legal texts the platform shows: the privacy notice (Art. 13 GDPR), the terms of use, the data
 * processing agreement for businesses (Art. 28 GDPR), the talent-pool consent and the Impressum (§ 5 DDG).
 * Their wording lives in the web app (`web/src/features/legal/documents/`), one file per version and
 * language; a version once published is never changed or removed, so that a consent's `text_version`
 * always names the exact words agreed to.
 */
export const LEGAL_DOCUMENT_KINDS = ['privacy_notice', 'terms', 'dpa', 'talent_pool', 'imprint'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** Every published version per kind, oldest first; the last one is the current one. */
export const LEGAL_DOCUMENT_VERSIONS: Readonly<Record<LegalDocumentKind, readonly [string, ...string[]]>> = {
  privacy_notice: ['2026-01'],
  terms: ['2026-01'],
  dpa: ['2026-01'],
  talent_pool: ['2026-01'],
  imprint: ['2026-01'],
};

/** The version shown now, and the one a new consent or acceptance records. */
export const currentLegalVersion = (kind: LegalDocumentKind): string => {
  const versions = LEGAL_DOCUMENT_VERSIONS[kind];
  return versions[versions.length - 1] ?? versions[0];
};

export const isLegalVersion = (kind: LegalDocumentKind, version: string): boolean => LEGAL_DOCUMENT_VERSIONS[kind].includes(version);

/** The document each consent purpose refers to (the purposes and the kinds share their names). */
export const consentDocument = (purpose: ConsentPurpose): LegalDocumentKind => purpose;

/**
 * What a consent rests on. The terms and the privacy notice are acknowledged when the contract of use is
 * made: their processing rests on the contract (Art. 6 (1) (b) GDPR), so there is nothing to withdraw;
 * the contract ends with the account's deletion. The talent pool is a consent (Art. 6 (1) (a), 7 (3) GDPR):
 * its withdrawal takes the candidate out of the talent pool from then on.
 */
export const CONSENT_LEGAL_BASIS: Readonly<Record<ConsentPurpose, 'contract' | 'consent'>> = {
  terms: 'contract',
  privacy_notice: 'contract',
  talent_pool: 'consent',
};

export const UNKNOWN_TEXT_VERSION_MESSAGE = 'This text version does not exist.';
export const NOT_WITHDRAWABLE_MESSAGE =
  'The terms of use and the privacy notice are part of the contract of use (Art. 6 (1) (b) GDPR) and cannot be withdrawn; delete the account to end it.';
export const DPA_REQUIRED_MESSAGE = 'Please accept the data processing agreement.';
