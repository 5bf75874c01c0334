import type { de } from './de';

export const en: typeof de = {
  legal: {
    version: 'Version {{version}}',
    archived: 'earlier version',
    versions: 'All versions:',
    notFound: 'This document or version does not exist.',
    placeholders: 'Note for the operator: the details in square brackets are placeholders and must be filled in before going live.',
  },
};
