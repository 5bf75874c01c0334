/** Key of the advisory lock that orders appends (any constant unique to this store). */
export const APPEND_LOCK_KEY = 7_212_394_001;

/** SQLSTATE raised by `es_append` when the expected revision does not match. */
export const WRONG_REVISION_SQLSTATE = 'ES409';

export const eventStoreSchemaSql = `
create table if not exists es_events (
  position bigint generated always as identity primary key,
  id uuid not null,
  stream_id text not null,
  revision integer not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  tx_id xid8 not null,
  constraint es_events_id_key unique (id),
  constraint es_events_stream_revision_key unique (stream_id, revision)
);

-- Appends run through this function as one statement (one round trip, autocommit).
-- Gap-free reading: every append takes its transaction id and its positions while holding a session
-- advisory lock, so among appends position order equals transaction-id order. A reader that reads only
-- rows with tx_id < pg_snapshot_xmin(pg_current_snapshot()) therefore sees a prefix of the log in
-- position order: a transaction that commits late can only hold positions above everything already read.
-- The lock covers two tiny statements and is released before the insert and the commit, so appends
-- insert in parallel and concurrent commits still share WAL flushes.
create or replace function es_append(
  p_stream text, p_expected integer, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (last_revision integer, last_position bigint)
language plpgsql as $fn$
declare
  v_count integer := cardinality(p_ids);
  v_current integer;
  v_tx xid8;
  v_positions bigint[];
begin
  -- The revision check needs no lock: a writer that races past it fails on the unique (stream, revision)
  -- index, and a retried append (same ids) fails on the unique id; the adapter answers both.
  select max(e.revision) into v_current from es_events e where e.stream_id = p_stream;
  -- p_expected: -1 no stream, -2 any, otherwise the stream's last revision.
  if (p_expected = -1 and v_current is not null) or (p_expected >= 0 and v_current is distinct from p_expected) then
    raise exception 'wrong expected revision' using errcode = '${WRONG_REVISION_SQLSTATE}', detail = coalesce(v_current, -1)::text;
  end if;

  -- Only the transaction id and the positions are taken under the lock; the insert runs after it.
  perform pg_advisory_lock(${APPEND_LOCK_KEY});
  v_tx := pg_current_xact_id();
  select array_agg(nextval('es_events_position_seq') order by g) into v_positions from generate_series(1, v_count) g;
  perform pg_advisory_unlock(${APPEND_LOCK_KEY});

  return query
    with inserted as (
      insert into es_events (position, id, stream_id, revision, type, data, metadata, tx_id)
      overriding system value
      select v_positions[u.ord], u.id, p_stream, coalesce(v_current, -1) + u.ord::integer, u.type, u.data, u.metadata, v_tx
      from unnest(p_ids, p_types, p_data, p_metadata) with ordinality as u (id, type, data, metadata, ord)
      returning revision, position
    )
    select max(i.revision), max(i.position) from inserted i;
end
$fn$;
`;
