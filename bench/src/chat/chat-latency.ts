/**
 * Chat delivery latency: a message sent over HTTP (POST /api/messages/{contactId}) until the other
 * party's socket (an admin on `messages.received`) receives its change notice, at a fixed offered rate.
 * The whole app runs in this process (in-process bus, real PostgreSQL), as `npm start` does; the sender
 * and the socket talk to it over the loopback. `npx tsx bench/src/chat/chat-latency.ts [rate] [seconds]`
 * prints the figures and appends them to bench/RESULTS.md.
 */
import { appendFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { seedWorld, startTestApp } from '@rm/server/testing';

const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 10);
const results = fileURLToPath(new URL('../../RESULTS.md', import.meta.url));

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const t = await startTestApp();
try {
  const w = await seedWorld(t, { contacts: 1 });
  const contactId = await t.seedContact({ firstName: 'Bench', phone: '+49 170 9000001' });
  await t.caughtUp();
  const unlocked = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
    driver_id: contactId,
    company_id: w.companyId,
    price: 5,
  });
  if (unlocked.statusCode !== 201) throw new Error(`unlock failed: ${unlocked.statusCode} ${unlocked.body}`);
  await t.caughtUp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // The other party: an admin's socket on the chat's channel.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: w.sessions.admin.cookie } });
  // The first notice naming a message (the command side's, carrying it) and the read model's (without it).
  const arrived = new Map<string, number>();
  const projected = new Map<string, number>();
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel: 'messages.received' })));
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { type: string; data?: { messageId?: string; kind?: string; message?: unknown } };
      if (frame.type === 'subscribed') resolve();
      if (frame.type === 'change' && frame.data?.kind === 'message' && frame.data.messageId) {
        const id = frame.data.messageId;
        if (!arrived.has(id)) arrived.set(id, performance.now());
        if (frame.data.message === undefined && !projected.has(id)) projected.set(id, performance.now());
      }
    });
  });

  const sent = new Map<string, number>();
  const failures: number[] = [];
  const post = async (): Promise<void> => {
    const id = crypto.randomUUID();
    sent.set(id, performance.now());
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/messages/${contactId}`, {
        method: 'POST',
        headers: { ...w.sessions.business.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ message: `Bench ${id}`, client_message_id: id }),
      });
      if (response.status !== 201) failures.push(response.status);
      await response.arrayBuffer();
    } catch {
      failures.push(0);
      sent.delete(id);
    }
  };
  // Warm-up at a tenth of the rate, then the measured run: one send every 1000/rate ms, open loop.
  const drive = async (perSecond: number, duration: number): Promise<void> => {
    const total = Math.round(perSecond * duration);
    const started = performance.now();
    const pending: Array<Promise<void>> = [];
    for (let i = 0; i < total; i += 1) {
      const due = started + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(post());
    }
    await Promise.all(pending);
  };
  await drive(Math.max(1, rate / 10), 2);
  sent.clear();
  arrived.clear();
  projected.clear();
  await drive(rate, seconds);
  const deadline = Date.now() + 5000;
  while ([...sent.keys()].some((id) => !arrived.has(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  socket.close();

  const latencies = [...sent.entries()].flatMap(([id, at]) => {
    const got = arrived.get(id);
    return got === undefined ? [] : [got - at];
  });
  latencies.sort((a, b) => a - b);
  const readModel = [...sent.entries()].flatMap(([id, at]) => {
    const got = projected.get(id);
    return got === undefined ? [] : [got - at];
  });
  readModel.sort((a, b) => a - b);
  const lost = sent.size - latencies.length;
  const row = {
    offered: rate,
    messages: sent.size,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    lost,
    failed: failures.length,
    readModelP50: percentile(readModel, 50),
    readModelP99: percentile(readModel, 99),
  };
  console.log(row);
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const ms = (value: number): string => value.toFixed(1);
  appendFileSync(
    results,
    `
## Chat: send to the other party's socket

\`npx tsx bench/src/chat/chat-latency.ts ${rate} ${seconds}\` — ${new Date().toISOString()}, commit ${commit}, ${cpus().length} cores (shared).
A company user's \`POST /api/messages/{contactId}\` (HTTP over the loopback) until an admin's socket on \`messages.received\`
receives the first change notice naming that message: the append, the send command's own notice (the bus, in-process),
the gateway's relay. The read model's notice (the chat projection, woken by LISTEN/NOTIFY) follows; its p50/p99 are the
last columns. Open loop at the offered rate after a 2 s warm-up; one process, real PostgreSQL.

| offered msg/s | messages | p50 ms | p95 ms | p99 ms | max ms | never arrived | refused sends | target p99 ≤ 100 ms | read model p50 / p99 ms |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| ${row.offered} | ${row.messages} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.lost} | ${row.failed} | ${row.p99 <= 100 && row.lost === 0 && row.failed === 0 ? 'met' : 'not met'} | ${ms(row.readModelP50)} / ${ms(row.readModelP99)} |
`,
  );
} finally {
  await t.close();
}
