import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '@rm/domain';
import { decryptValue, encryptValue } from './field-cipher';
import type { KeyStore } from './key-store';
import { ERASED_SUBJECT_MESSAGE } from './personal-data-store';

/** A stored file of a person (a document, an image). */
export interface PersonalFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/**
 * Files about a person (documents, images), kept per person: a folder named by the person's id holding
 * each file encrypted with the person's key (name and content). An event refers to a file by its id, as a
 * declared personal field. Erasure deletes the folder; a copy left in a backup is unreadable once the key
 * is gone.
 */
export interface PersonalFiles {
  put(subjectId: string, fileId: string, file: PersonalFile): Promise<void>;
  read(subjectId: string, fileId: string): Promise<PersonalFile | null>;
  /** Deletes one file (nothing when it is not there). */
  remove(subjectId: string, fileId: string): Promise<void>;
  /** The ids of a person's files. */
  list(subjectId: string): Promise<string[]>;
  /** Deletes every file of these persons; answers how many there were. */
  erase(subjectIds: readonly string[]): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Person files in a folder of the local file system (`FILES_DIR`, default `<DATA_DIR>/files`). */
export function createLocalPersonalFiles(options: { directory: string; keys: KeyStore }): PersonalFiles {
  const folderOf = (subjectId: string): string => {
    if (!UUID.test(subjectId)) throw new Error('a person id is a uuid');
    return path.join(options.directory, subjectId.toLowerCase());
  };
  const fileOf = (subjectId: string, fileId: string): string => {
    if (!FILE_ID.test(fileId)) throw new Error('a file id is letters, digits, _ and -');
    return path.join(folderOf(subjectId), fileId);
  };
  const context = (subjectId: string, fileId: string): string => `${subjectId}:file:${fileId}`;

  return {
    async put(subjectId, fileId, file) {
      const key = (await options.keys.keysForWriting([subjectId])).get(subjectId);
      if (!key) throw conflict(ERASED_SUBJECT_MESSAGE);
      await mkdir(folderOf(subjectId), { recursive: true });
      const sealed = encryptValue(
        key,
        { name: file.name, contentType: file.contentType, content: file.content.toString('base64') },
        context(subjectId, fileId),
      );
      await writeFile(fileOf(subjectId, fileId), sealed, { mode: 0o600 });
    },
    async read(subjectId, fileId) {
      const key = (await options.keys.keysForReading([subjectId])).get(subjectId);
      if (!key) return null;
      const sealed = await readFile(fileOf(subjectId, fileId), 'utf8').catch(() => null);
      if (sealed === null) return null;
      const opened = decryptValue(key, sealed, context(subjectId, fileId)) as { name: string; contentType: string; content: string };
      return { name: opened.name, contentType: opened.contentType, content: Buffer.from(opened.content, 'base64') };
    },
    async remove(subjectId, fileId) {
      await rm(fileOf(subjectId, fileId), { force: true });
    },
    async list(subjectId) {
      return (await readdir(folderOf(subjectId)).catch(() => [] as string[])).sort();
    },
    async erase(subjectIds) {
      let count = 0;
      for (const subjectId of subjectIds) {
        count += (await readdir(folderOf(subjectId)).catch(() => [] as string[])).length;
        await rm(folderOf(subjectId), { recursive: true, force: true });
      }
      return count;
    },
  };
}
