import type { PLAYER_CLASSES } from '../companies/company-events';

/** A company as a player on the marketplace, from what it paid and how lately it unlocked (README "Player classes"). */
export type PlayerClass = (typeof PLAYER_CLASSES)[number];

/** Revenue (euros) in the last 90 days from which a recently active company is an A player. */
export const A_PLAYER_REVENUE_90_DAYS = 1000;
/** Days since the last unlock within which a company counts as active. */
export const ACTIVE_WITHIN_DAYS = 30;

export interface PlayerFigures {
  /** Euros charged (unlocks and hires, deleted unlocks taken back) in the last 90 days. */
  revenue90Days: number;
  /** Euros charged ever. */
  revenueTotal: number;
  /** Days since the company's last unlock; null when it never unlocked. */
  daysSinceLastUnlock: number | null;
}

/**
 * The player class:
 * - A: at least 1.000 € in the last 90 days and an unlock in the last 30 days (pays much, active now);
 * - B: revenue in the last 90 days, not A (pays, but less or not lately);
 * - C: paid before, nothing in the last 90 days (dormant);
 * - X: never paid anything (signed up, not a customer yet).
 */
export function playerClass(figures: PlayerFigures): PlayerClass {
  const active = figures.daysSinceLastUnlock !== null && figures.daysSinceLastUnlock <= ACTIVE_WITHIN_DAYS;
  if (figures.revenue90Days >= A_PLAYER_REVENUE_90_DAYS && active) return 'A';
  if (figures.revenue90Days > 0) return 'B';
  if (figures.revenueTotal > 0) return 'C';
  return 'X';
}
