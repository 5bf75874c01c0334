import { OUTCOMES } from '@rm/domain';

/** The outcome ids a call, SMS or meeting may carry (employer spec §9). */
export const OUTCOME_IDS: readonly string[] = OUTCOMES.map((outcome) => outcome.id);
