import type { Machine } from '../lib/machine';
import { markdownTable, type Row } from '../lib/table';

export interface SoakReport {
  startedAt: Date;
  command: string;
  machine: Machine;
  /** Minutes of faults under load. */
  minutes: number;
  load: string;
  rows: Row[];
  totals: Row[];
  invariants: Array<{ check: string; holds: boolean; detail: string }>;
  notes: string[];
}

const gib = (bytes: number): string => `${(bytes / 2 ** 30).toFixed(1)} GiB`;

export function renderSoakReport(report: SoakReport): string {
  const m = report.machine;
  return [
    '# Failover soak',
    '',
    `Run on ${report.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${m.commit}, ${report.minutes} min of faults under load. Reproduce with \`${report.command}\` (PostgreSQL from DATABASE_URL or the local server; nats-server installed).`,
    '',
    `Machine: ${m.cores} × ${m.cpuModel}, ${gib(m.memoryBytes)}, ${m.os}, Node ${m.node}; ${m.postgres.split(' on ')[0] ?? m.postgres} (${m.postgresSettings}). The machine was shared with other work during the run.`,
    '',
    'Topology: 2 × command-api, 2 × query-api, 2 × projectors and the edge, each a process of its own started from source (tsx), on a database and a nats-server of their own. ' +
      `Load through the edge for the whole run: ${report.load}. Each fault: steady load, \`kill -9\` of the instance, a fresh process started on its port 3 s later (NATS: down 1.5 s, then started again on its port).`,
    '',
    '## Faults',
    '',
    markdownTable(report.rows),
    '',
    'recovery: projector, until the standby held every lease (from PostgreSQL: the granted advisory locks by application_name); command-api and query-api, the edge passes over an instance that refuses connections, and a request the instance had taken when it died gets 502; NATS, until the browser socket got `resync` and then a push of a change made after it, and whether each change made in the 2 s after the resync was pushed (a projector that gets back on the bus after the gateway drops the notices in between and nothing tells the browser: the known bug of server/src/services/failover/failover.int.test.ts). ' +
      '"last failure" is when the last failed request of the slot was answered, from the kill. Commands are stage changes and unlocks; stored counts the stage changes of the load and the unlocks appended during the slot.',
    '',
    '## Totals',
    '',
    markdownTable(report.totals),
    '',
    '## Invariants after the run',
    '',
    ...report.invariants.map((invariant) => `- ${invariant.holds ? 'holds' : '**VIOLATED**'}: ${invariant.check} (${invariant.detail})`),
    '',
    ...(report.notes.length > 0 ? ['## Notes', '', ...report.notes.map((note) => `- ${note}`), ''] : []),
  ].join('\n');
}
