import type { LegalDocumentKind } from '@rm/domain';
import type { Language } from '../../../lib/i18n';

/**
 * One version of a legal text in one language: sections of paragraphs. `{controller.name}` and the other
 * `{controller.*}` markers stand for the operator's details (see `controller.ts`).
 */
export interface LegalText {
  title: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

/** A published version of a document, in every language; never changed once published. */
export type LegalVersion = Readonly<Record<Language, LegalText>>;

export type LegalArchive = Readonly<Record<LegalDocumentKind, Readonly<Record<string, LegalVersion>>>>;
