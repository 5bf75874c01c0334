/**
 * Throughput of the notifications sender's background job: one job to 10,000 contacts, per channel (a
 * push is an event of its own stream; an SMS or mail a row of the outbox), from the request's event to
 * the last recipient marked sent, on a database of its own. Prints a Markdown table for bench/RESULTS.md.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/src/notification-jobs.ts [recipients]
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { handleCommand } from '@rm/command-api';
import { notificationJobDecider, notificationJobStreamId, type NotificationChannel, type PushKind } from '@rm/domain';
import { startNotificationJobs } from '@rm/server';
import { startTestApp } from '@rm/server/testing';
import { sql } from 'slonik';

const recipients = Number(process.argv[2] ?? 10_000);

async function main(): Promise<void> {
  const t = await startTestApp();
  const rows: string[] = [];
  try {
    const runs: Array<[NotificationChannel, PushKind, number]> = [
      ['sms', 'verify-phone', 500],
      ['mail', 'verify-email', 500],
      ['push', 'fill-profile', 500],
      ['push', 'fill-profile', 100],
    ];
    for (const [channel, kind, batch] of runs) {
      const jobId = randomUUID();
      const contactIds = Array.from({ length: recipients }, () => randomUUID());
      await handleCommand({
        store: t.store,
        streamId: notificationJobStreamId(jobId),
        decider: notificationJobDecider,
        command: { type: 'RequestNotificationJob', data: { jobId, channel, kind, contactIds, requestedBy: randomUUID() } },
        metadata: { actorId: null, actorRole: 'system' },
      });
      const requested = performance.now();
      await t.caughtUp();
      const queued = performance.now();
      const worker = startNotificationJobs({ pool: t.pool, store: t.store, batch, checkMs: 3_600_000 });
      const sent = await worker.tick();
      await worker.stop();
      const done = performance.now();
      const check = (await t.pool.one(sql.unsafe`select sent, total, status from ops.notification_jobs where job_id = ${jobId}`)) as {
        sent: number;
        total: number;
        status: string;
      };
      if (sent !== recipients || check.sent !== recipients || check.status !== 'done')
        throw new Error(`job incomplete: ${JSON.stringify(check)}`);
      const seconds = (done - queued) / 1000;
      rows.push(
        `| ${channel} | ${batch} | ${recipients.toLocaleString('en')} | ${((queued - requested) / 1000).toFixed(2)} s | ${seconds.toFixed(2)} s | ${Math.round(recipients / seconds).toLocaleString('en')} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await t.close();
  }
  console.log(
    `\n${new Date().toISOString()} · ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}) · load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log('| channel | batch | recipients | request → rows queued | sending | recipients/s |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

await main();
