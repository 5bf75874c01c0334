/**
 * The key-management port: one AES-256 key per person (subject id). The default adapter is a table of
 * PostgreSQL (`createPostgresKeyStore`); a KMS or a database of its own would be another adapter.
 * Erasing a person deletes their key for good: whatever was encrypted with it is unreadable from then on
 * (crypto-shredding), and no new key is ever made for them.
 */
export interface KeyStore {
  /**
   * The keys to encrypt with: existing ones, and new ones for subjects never seen. Erased subjects are
   * missing from the answer (the caller refuses to write personal data about them).
   */
  keysForWriting(subjectIds: readonly string[]): Promise<Map<string, Buffer>>;
  /** The keys of these subjects that exist (erased and unknown subjects are missing). */
  keysForReading(subjectIds: readonly string[]): Promise<Map<string, Buffer>>;
  /** Deletes the subjects' keys and remembers that they were erased (also subjects without a key yet). */
  erase(subjectIds: readonly string[]): Promise<void>;
  /** Which of these subjects were erased. */
  erased(subjectIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}
