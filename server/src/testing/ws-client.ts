import WebSocket from 'ws';

export type Frame = Record<string, unknown>;

/** A test's WebSocket to the gateway, with the frames it received. */
export interface WsTestClient {
  socket: WebSocket;
  frames: Frame[];
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>;
  send(message: unknown): void;
  /** Waits for the next frame matching `match` (one not yet taken), or fails after `ms`. */
  next(match: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
}

/** Opens a socket to `/ws` on the port with a browser's cookies (and more headers, e.g. Origin). */
export function connectWs(port: number, cookie: string, headers: Record<string, string> = {}): Promise<WsTestClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie, ...headers } });
    const frames: Frame[] = [];
    let taken = 0;
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        frames,
        closed,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        async next(match, ms = 2000) {
          const deadline = Date.now() + ms;
          for (;;) {
            const index = frames.findIndex((frame, i) => i >= taken && match(frame));
            if (index >= 0) {
              taken = index + 1;
              return frames[index] as Frame;
            }
            if (Date.now() > deadline) throw new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`);
            await new Promise((r) => setTimeout(r, 10));
          }
        },
      }),
    );
  });
}

/** The HTTP status of an upgrade the server refuses (101 when it accepts it). */
export const upgradeStatus = (port: number, headers: Record<string, string> = {}): Promise<number> =>
  new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', () => undefined);
  });
