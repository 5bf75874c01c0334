import { offerStreamId, type OfferStage } from '@rm/domain';
import { sql, type DatabasePool } from 'slonik';

/** What the clients know of one offer: the moves they were told succeeded, and one they do not know about. */
export interface OfferHistory {
  /** Targets of the moves answered 2xx, in order. */
  acked: OfferStage[];
  /** The target of a move that got no 2xx: it may or may not have happened; the offer is retired after it. */
  uncertain: OfferStage | null;
  stage: OfferStage;
  busy: boolean;
  retired: boolean;
}

/** The offers under load, each moved by one request at a time, so that the clients know every stage. */
export interface OfferJournal {
  offers: ReadonlyMap<string, OfferHistory>;
  /** A random offer with no request in flight and no unknown outcome, marked busy; null if none. */
  take(): string | null;
  /** Records the answer to a move of a taken offer and frees it. */
  settle(offerId: string, target: OfferStage, succeeded: boolean): void;
}

/** Stages a plain move may target (`unlocked` is reached by unlocking only). */
/** The stages an admin moves an offer never unlocked among freely (the stage rules: domain/src/offers/offer-transitions.ts). */
export const MOVABLE_STAGES: readonly OfferStage[] = ['new', 'in_process', 'unqualified'];

export function createOfferJournal(offerIds: readonly string[]): OfferJournal {
  const offers = new Map<string, OfferHistory>(
    offerIds.map((id) => [id, { acked: [], uncertain: null, stage: 'new', busy: false, retired: false }]),
  );
  const ids = [...offerIds];
  return {
    offers,
    take() {
      for (let attempt = 0; attempt < ids.length * 2; attempt += 1) {
        const id = ids[Math.floor(Math.random() * ids.length)] as string;
        const history = offers.get(id);
        if (history && !history.busy && !history.retired) {
          history.busy = true;
          return id;
        }
      }
      return null;
    },
    settle(offerId, target, succeeded) {
      const history = offers.get(offerId);
      if (!history) return;
      history.busy = false;
      if (succeeded) {
        history.acked.push(target);
        history.stage = target;
      } else {
        history.uncertain = target;
        history.retired = true;
      }
    },
  };
}

/** A stage other than the one the offer is in, at random. */
export function anotherStage(stage: OfferStage): OfferStage {
  const choices = MOVABLE_STAGES.filter((candidate) => candidate !== stage);
  return choices[Math.floor(Math.random() * choices.length)] as OfferStage;
}

export interface JournalCheck {
  /** OfferStageChanged events of the journal's offers in the store. */
  stored: number;
  /** Offers whose stream disagrees with what their clients were told; empty when all is well. */
  problems: string[];
}

/**
 * Compares each offer's stream with the journal: the stream's moves form a chain (each starts where the
 * last ended) and are exactly the acknowledged ones, in order — none lost, none twice — plus, at most,
 * the one move whose answer was lost.
 */
export async function checkOfferJournal(pool: DatabasePool, journal: OfferJournal): Promise<JournalCheck> {
  const streams = [...journal.offers.keys()].map(offerStreamId);
  const result = await pool.query(sql.unsafe`
    select stream_id, data->>'from' as "from", data->>'to' as "to" from es_events
    where type = 'OfferStageChanged' and stream_id = any(${sql.array(streams, 'text')}) order by position`);
  const moves = new Map<string, Array<{ from: string; to: string }>>();
  for (const row of result.rows as ReadonlyArray<{ stream_id: string; from: string; to: string }>) {
    const list = moves.get(row.stream_id) ?? [];
    list.push({ from: row.from, to: row.to });
    moves.set(row.stream_id, list);
  }
  const problems: string[] = [];
  for (const [offerId, history] of journal.offers) {
    const stored = moves.get(offerStreamId(offerId)) ?? [];
    let stage = 'new';
    for (const move of stored) {
      if (move.from !== stage) problems.push(`${offerId}: a move from ${move.from} while the offer was in ${stage}`);
      stage = move.to;
    }
    const targets = stored.map((move) => move.to).join(',');
    const acked = history.acked.join(',');
    const withUncertain = [...history.acked, history.uncertain].join(',');
    if (targets !== acked && !(history.uncertain !== null && targets === withUncertain)) {
      problems.push(
        `${offerId}: stored moves [${targets}], acknowledged [${acked}]${history.uncertain ? ` and unknown ${history.uncertain}` : ''}`,
      );
    }
  }
  return { stored: result.rows.length, problems };
}
