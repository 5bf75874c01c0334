/** SQLSTATE raised by `es_append` when the expected revision does not match. */
export const WRONG_REVISION_SQLSTATE = 'ES409';

/** Events one transaction may append: the low bits of a position number them within their transaction. */
export const EVENTS_PER_TRANSACTION = 1_048_576;

export const eventStoreSchemaSql = `
create table if not exists es_events (
  position bigint primary key,
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
-- Stores created before positions came from transaction ids numbered them from a sequence.
alter table es_events alter column position drop identity if exists;

-- Appends run through this function as one statement (one round trip, autocommit).
--
-- Gap-free reading without a lock: an event's position is its transaction's id times
-- ${EVENTS_PER_TRANSACTION} plus its place within the transaction, so position order is transaction-id
-- order. Readers read only rows with tx_id < pg_snapshot_xmin(pg_current_snapshot()): every transaction
-- still running, or yet to start, has an id at or above that watermark, so whatever it commits later
-- lands above everything a reader has already seen. Appenders share no lock and no sequence; concurrent
-- commits share WAL flushes.
-- Where an append goes: checks the expected revision and answers the stream's current revision and the
-- position of the append's first event. The revision check needs no lock: a writer that races past it
-- fails on the unique (stream, revision) index, and a retried append (same ids) fails on the unique id;
-- the adapter answers both. p_expected: -1 no stream, -2 any, otherwise the stream's last revision.
--
-- Within a stream, positions must follow revisions. So the transaction's id is taken only after the read
-- of the stream's last event: whatever that read saw had its id before it committed, so before the read,
-- so below ours. Taken first, a writer that took its id, then waited while another appended the stream's
-- next revision and committed, would append the revision after that one at a lower position. A
-- transaction that has its id already (appends after other writes in one transaction) cannot take a new
-- one: if the stream's last event is from a later transaction, it fails as a serialization failure and
-- the caller retries the whole transaction.
create or replace function es_append_place(
  p_stream text, p_expected integer, p_count integer, out current_revision integer, out first_position bigint
)
language plpgsql as $fn$
declare
  v_head bigint;
  v_base bigint;
begin
  select e.revision, e.position into current_revision, v_head from es_events e
  where e.stream_id = p_stream order by e.revision desc limit 1;
  if (p_expected = -1 and current_revision is not null) or (p_expected >= 0 and current_revision is distinct from p_expected) then
    raise exception 'wrong expected revision' using errcode = '${WRONG_REVISION_SQLSTATE}', detail = coalesce(current_revision, -1)::text;
  end if;
  v_base := pg_current_xact_id()::text::bigint * ${EVENTS_PER_TRANSACTION};
  if v_head >= v_base + ${EVENTS_PER_TRANSACTION} then
    raise exception 'stream % has an event of a transaction that started after this one; retry the transaction', p_stream
      using errcode = '40001';
  end if;
  -- After events this transaction appended already (usually none).
  select coalesce(max(e.position) + 1, v_base) into first_position from es_events e
  where e.position >= v_base and e.position < v_base + ${EVENTS_PER_TRANSACTION};
  if first_position - v_base + p_count > ${EVENTS_PER_TRANSACTION} then
    raise exception 'one transaction may append at most ${EVENTS_PER_TRANSACTION} events';
  end if;
end
$fn$;

create or replace function es_append(
  p_stream text, p_expected integer, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (last_revision integer, last_position bigint)
language plpgsql as $fn$
declare
  v_place record := es_append_place(p_stream, p_expected, cardinality(p_ids));
begin
  return query
    with inserted as (
      insert into es_events (position, id, stream_id, revision, type, data, metadata, tx_id)
      select v_place.first_position + u.ord - 1, u.id, p_stream, coalesce(v_place.current_revision, -1) + u.ord::integer,
        u.type, u.data, u.metadata, pg_current_xact_id()
      from unnest(p_ids, p_types, p_data, p_metadata) with ordinality as u (id, type, data, metadata, ord)
      returning revision, position
    )
    select max(i.revision), max(i.position) from inserted i;
end
$fn$;

-- The one-event append (most commands): the same as es_append with scalar parameters, which spares the
-- client and the server building and parsing array literals of JSON documents.
create or replace function es_append_one(
  p_stream text, p_expected integer, p_id uuid, p_type text, p_data jsonb, p_metadata jsonb
) returns table (last_revision integer, last_position bigint)
language plpgsql as $fn$
declare
  v_place record := es_append_place(p_stream, p_expected, 1);
  v_revision integer := coalesce(v_place.current_revision, -1) + 1;
begin
  insert into es_events (position, id, stream_id, revision, type, data, metadata, tx_id)
  values (v_place.first_position, p_id, p_stream, v_revision, p_type, p_data, p_metadata, pg_current_xact_id());
  return query select v_revision, v_place.first_position;
end
$fn$;
`;
