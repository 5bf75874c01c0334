import pg from 'pg';

/** What the clients of one database sent while counting. */
export interface StatementCount {
  statements: number;
  /**
   * Transactions committed or rolled back: each explicit one (`BEGIN` / `START TRANSACTION` … `COMMIT`),
   * and each statement sent outside one (PostgreSQL runs it as a transaction of its own).
   */
  transactions: number;
  /** The statements' texts in order (for the report when a budget is exceeded). */
  texts: string[];
  /**
   * Looks at a projection's checkpoint while waiting for it (`waitUntilProjected`: a request that answers
   * from its read model, every 5 ms until it is there). Not in `statements`: how many there are depends on
   * how long the projections take, not on what the command does.
   */
  waits: number;
  /**
   * Reads of the log that found nothing new (a subscription's look while the appending transaction is not
   * yet visible below every running transaction of the cluster, which tests of other databases hold
   * open too). Not in `statements`: how many there are depends on the machine's load, not on the command.
   */
  idleLooks: number;
  /**
   * Reads of the log that found events. Not in `statements`: a subscription reads once per batch, and how the
   * appends of one command (its own, then the reactors' follow-ups) fall into batches depends on the machine's
   * pace (under load a follow-up lands in a batch of its own: one read more), not on what the command does.
   */
  logReads: number;
}

export interface StatementCounter {
  /** Counts what is sent to `database` from now on (a count already running starts over). */
  start(database: string): void;
  /** Ends the count and gives it. */
  stop(): StatementCount;
  /** Leaves this client's statements out (the test's own looking, e.g. whether the projections caught up). */
  exclude(client: pg.Client): void;
  /** Puts the driver back as it was. */
  restore(): void;
}

const BEGIN = /^\s*(begin|start transaction)\b/i;
const WAIT = /^select position::text as position from "rm_checkpoints" where projection = \$1$/;
const END = /^\s*(commit|rollback|end)\b/i;
/** The subscriptions' read of the log past a position (`eventstore/src/postgres`). */
const LOG_READ = /^select position::text as position, id, stream_id, revision, type, data, metadata from es_events where position > /;

/**
 * Counts the statements every client of the process sends to one database (slonik's pools, the named
 * statements, the event store, the key store, the leases: all go through `pg.Client#query`). Only clients
 * connected to the database named at `start` count, so another test app's background work does not.
 */
export function countStatements(): StatementCounter {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const excluded = new WeakSet<object>();
  /** The clients inside an explicit transaction. */
  const inTransaction = new WeakSet<object>();
  let current: StatementCount | null = null;
  let database = '';
  prototype.query = function query(this: pg.Client & { database?: string }, ...args: unknown[]) {
    if (current && this.database === database && !excluded.has(this)) {
      const first = args[0];
      const text =
        typeof first === 'string'
          ? first
          : typeof first === 'object' && first !== null
            ? String((first as { text?: string }).text ?? '')
            : '';
      const shown = text.replace(/\s+/g, ' ').trim();
      if (WAIT.test(shown) && !inTransaction.has(this)) {
        current.waits += 1;
        return original.apply(this, args);
      }
      if (LOG_READ.test(shown) && !inTransaction.has(this)) {
        // Counted once its answer is in: a look that found nothing is an idle look.
        const count = current;
        const tally = (result: { rowCount: number | null } | undefined): void => {
          if ((result?.rowCount ?? 0) === 0) count.idleLooks += 1;
          else {
            count.logReads += 1;
            count.texts.push(`(read of the log) ${shown.slice(0, 140)}`);
          }
        };
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          // The pool's form: the answer comes to a callback.
          const rest = args.slice(0, -1);
          return original.apply(this, [
            ...rest,
            (error: unknown, result: { rowCount: number | null } | undefined) => {
              if (!error) tally(result);
              (callback as (error: unknown, result: unknown) => void)(error, result);
            },
          ]);
        }
        const answer = original.apply(this, args) as Promise<{ rowCount: number | null }> | undefined;
        if (!answer || typeof answer.then !== 'function') {
          count.statements += 1;
          count.transactions += 1;
          count.texts.push(shown.slice(0, 160));
          return answer;
        }
        void answer.then(tally, () => undefined);
        return answer;
      }
      current.statements += 1;
      if (BEGIN.test(text)) inTransaction.add(this);
      else if (END.test(text)) {
        inTransaction.delete(this);
        current.transactions += 1;
      } else if (!inTransaction.has(this)) current.transactions += 1;
      current.texts.push(shown.slice(0, 160));
    }
    return original.apply(this, args);
  };
  return {
    start(name) {
      database = name;
      current = { statements: 0, transactions: 0, texts: [], waits: 0, idleLooks: 0, logReads: 0 };
    },
    stop() {
      const count = current ?? { statements: 0, transactions: 0, texts: [], waits: 0, idleLooks: 0, logReads: 0 };
      current = null;
      return count;
    },
    exclude(client) {
      excluded.add(client);
    },
    restore() {
      prototype.query = original;
    },
  };
}
