import { sql, type DatabasePool } from 'slonik';

export interface UnlockCheck {
  /** ContactUnlocked events of the given offers in the store. */
  stored: number;
  /** Unlocks whose offer has not (yet) moved to unlocked by them. */
  unfinished: string[];
  /** Unlocks that moved their offer more than once. */
  movedTwice: string[];
  /** Unlocks answered 201 that are not in the store. */
  lost: string[];
}

/** Every stored unlock of these offers must have moved its offer exactly once; every 201 must be stored. */
export async function checkUnlocks(
  pool: DatabasePool,
  offerIds: readonly string[],
  answeredUnlockIds: readonly string[],
): Promise<UnlockCheck> {
  const result = await pool.query(sql.unsafe`
    select u.data->>'unlockId' as unlock_id,
           (select count(*) from es_events o
             where o.stream_id = 'offer-' || (u.data->>'offerId') and o.type = 'OfferStageChanged' and o.data->>'unlockId' = u.data->>'unlockId')::int as moves
    from es_events u
    where u.type = 'ContactUnlocked' and u.data->>'offerId' = any(${sql.array(offerIds, 'text')})`);
  const rows = result.rows as ReadonlyArray<{ unlock_id: string; moves: number }>;
  const storedIds = new Set(rows.map((row) => row.unlock_id));
  return {
    stored: rows.length,
    unfinished: rows.filter((row) => row.moves === 0).map((row) => row.unlock_id),
    movedTwice: rows.filter((row) => row.moves > 1).map((row) => row.unlock_id),
    lost: answeredUnlockIds.filter((id) => !storedIds.has(id)),
  };
}

/** Checks until no unlock is unfinished (the follow-up reactor finishes those a dead instance left) or time runs out. */
export async function waitForUnlocksFinished(
  pool: DatabasePool,
  offerIds: readonly string[],
  answeredUnlockIds: readonly string[],
  timeoutMs = 15_000,
): Promise<UnlockCheck> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const check = await checkUnlocks(pool, offerIds, answeredUnlockIds);
    if (check.unfinished.length === 0 || Date.now() > deadline) return check;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
