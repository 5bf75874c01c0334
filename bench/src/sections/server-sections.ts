import type { LoadedHistory } from '../history/load-history';
import type { Options } from '../lib/cli';
import type { SectionResult } from '../lib/report';
import type { Settings } from '../lib/settings';

export interface ServerSectionsInput {
  databaseUrl: string;
  settings: Settings;
  options: Options;
  history: LoadedHistory;
  onSection(section: SectionResult): void;
}

export function runServerSections(_input: ServerSectionsInput): Promise<{ skipped: string[] }> {
  return Promise.resolve({ skipped: ['HTTP sections: not written yet'] });
}
