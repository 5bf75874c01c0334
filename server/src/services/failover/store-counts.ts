import { offerStreamId } from '@rm/domain';
import { sql, type DatabasePool } from 'slonik';

/** The position of the last event appended, readable yet or not. */
export async function lastPosition(pool: DatabasePool): Promise<bigint> {
  return BigInt(String(await pool.oneFirst(sql.unsafe`select coalesce(max(position), 0)::text from es_events`)));
}

/** Events appended after `position`. */
export async function eventsSince(pool: DatabasePool, position: bigint): Promise<number> {
  return Number(await pool.oneFirst(sql.unsafe`select count(*)::int from es_events where position > ${position.toString()}::bigint`));
}

const MAX_POSITION = 2n ** 63n - 1n;

/** Stage changes of these offers appended after `from`, up to `until`. */
export async function stageChangesSince(
  pool: DatabasePool,
  offerIds: readonly string[],
  from: bigint,
  until = MAX_POSITION,
): Promise<number> {
  return Number(
    await pool.oneFirst(sql.unsafe`
      select count(*)::int from es_events
      where type = 'OfferStageChanged' and position > ${from.toString()}::bigint and position <= ${until.toString()}::bigint
        and stream_id = any(${sql.array(offerIds.map(offerStreamId), 'text')})`),
  );
}

/** Unlocks appended after `from`, up to `until`. */
export async function unlocksSince(pool: DatabasePool, from: bigint, until = MAX_POSITION): Promise<number> {
  return Number(
    await pool.oneFirst(sql.unsafe`
      select count(*)::int from es_events where type = 'ContactUnlocked' and position > ${from.toString()}::bigint and position <= ${until.toString()}::bigint`),
  );
}

/** The stage changes in one offer's stream, oldest first. */
export async function stageChangesOf(
  pool: DatabasePool,
  offerId: string,
): Promise<Array<{ from: string; to: string; actorId: string | null }>> {
  const result = await pool.query(sql.unsafe`
    select data->>'from' as "from", data->>'to' as "to", metadata->>'actorId' as "actorId" from es_events
    where stream_id = ${offerStreamId(offerId)} and type = 'OfferStageChanged' order by position`);
  return [...(result.rows as ReadonlyArray<{ from: string; to: string; actorId: string | null }>)];
}
