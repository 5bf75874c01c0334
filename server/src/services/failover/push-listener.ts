import WebSocket from 'ws';

/** A frame the /ws gateway sends. */
export interface PushFrame {
  type: string;
  channel?: string;
  event?: string;
  data?: { offerId?: string; from?: string; to?: string };
  /** Date.now() when it arrived. */
  at: number;
}

export interface PushListener {
  frames: readonly PushFrame[];
  /** Resolves with the first frame (arrived so far or later) that matches; null when time runs out. */
  waitFor(match: (frame: PushFrame) => boolean, timeoutMs: number): Promise<PushFrame | null>;
  close(): void;
}

/** A browser tab's socket: connects to `<baseUrl>/ws` with the session cookie and subscribes to the channel. */
export async function listenForPushes(baseUrl: string, cookie: string, channel: string): Promise<PushListener> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
  const frames: PushFrame[] = [];
  socket.on('message', (raw: Buffer) => frames.push({ ...(JSON.parse(raw.toString('utf8')) as Omit<PushFrame, 'at'>), at: Date.now() }));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async (match: (frame: PushFrame) => boolean, timeoutMs: number): Promise<PushFrame | null> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.find(match);
      if (found || Date.now() > deadline) return found ?? null;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  socket.send(JSON.stringify({ type: 'subscribe', channel }));
  if (!(await waitFor((frame) => frame.type === 'subscribed' && frame.channel === channel, 5000)))
    throw new Error(`no subscription to ${channel}`);
  return { frames, waitFor, close: () => socket.close() };
}
