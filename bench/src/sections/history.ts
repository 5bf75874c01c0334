import pg from 'pg';
import { loadHistory, type LoadedHistory } from '../history/load-history';
import type { SectionResult } from '../lib/report';
import { count as whole } from '../lib/stats';
import type { Row } from '../lib/table';

/** Empties the event store (the appends section leaves its events behind). */
export async function emptyEventStore(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('truncate es_events restart identity');
  } finally {
    await client.end();
  }
}

export async function prepareHistory(url: string, events: number): Promise<LoadedHistory> {
  const history = await loadHistory(url, events);
  console.log(
    `  history: ${whole(history.events)} events in ${whole(history.streams)} streams, written in ${history.seconds.toFixed(1)} s`,
  );
  return history;
}

/** What the generated history holds, for the report (not a measurement). */
export function describeHistory(history: LoadedHistory): Pick<SectionResult, 'tables' | 'notes'> {
  const rows: Row[] = [...history.byType.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => ({ 'event type': type, events: whole(n), share: `${((n / history.events) * 100).toFixed(1)} %` }));
  return {
    tables: [
      {
        caption: `The generated history: ${whole(history.events)} events in ${whole(history.streams)} streams (${whole(history.offerIds.length)} offers), written with COPY in ${history.seconds.toFixed(1)} s`,
        rows,
      },
    ],
    notes: [],
  };
}
