/**
 * Odd WebSocket frames for the /ws gateway, and a socket that records every answer and how it closed,
 * raw (frames that are not JSON are kept as text).
 */
import WebSocket from 'ws';

export interface OddFrame {
  label: string;
  data: string | Buffer;
  /** Sent as a binary frame (else text; a Buffer sent as text carries bytes that may not be UTF-8). */
  binary: boolean;
}

const text = (label: string, data: string): OddFrame => ({ label, data, binary: false });

/** Frames a browser would never send; each should be answered with an error frame, or close the socket with a policy code. */
export function oddFrames(ownChannel: string, foreignChannel: string): OddFrame[] {
  return [
    text('[]', '[]'),
    text('"x"', '"x"'),
    text('1', '1'),
    text('true', 'true'),
    text('{}', '{}'),
    text('empty frame', ''),
    text('not JSON', '{"type":'),
    text('{"type":"subscribe"}', '{"type":"subscribe"}'),
    text('{"type":"subscribe","channel":null}', '{"type":"subscribe","channel":null}'),
    text('channel is an object', '{"type":"subscribe","channel":{"toString":"x"}}'),
    text('type is an array', '{"type":["subscribe"],"channel":["x"]}'),
    text('{"type":"unsubscribe"}', '{"type":"unsubscribe"}'),
    text("another user's channel", JSON.stringify({ type: 'subscribe', channel: foreignChannel })),
    text('own channel with NUL', JSON.stringify({ type: 'subscribe', channel: `${ownChannel}\u0000` })),
    text('channel "__proto__"', '{"type":"subscribe","channel":"__proto__"}'),
    text('type "constructor"', '{"type":"constructor","channel":"constructor"}'),
    text('__proto__ key', '{"__proto__":{"type":"subscribe"},"channel":"x"}'),
    text('lone surrogate', '{"type":"subscribe","channel":"\\ud800"}'),
    text('2000 nested arrays', `${'['.repeat(2000)}${']'.repeat(2000)}`),
    text('60 kB channel name', JSON.stringify({ type: 'subscribe', channel: 'x'.repeat(60 * 1024) })),
    { label: 'binary frame of invalid UTF-8', data: Buffer.from([0xff, 0xfe, 0xc0, 0xae, 0xed, 0xa0, 0x80]), binary: true },
    { label: 'binary frame of valid JSON', data: Buffer.from(JSON.stringify({ type: 'subscribe', channel: ownChannel })), binary: true },
  ];
}

/** The last frames: a frame over 64 kB, then a text frame that is not UTF-8 (both may close the socket). */
export const CLOSING_FRAMES: readonly OddFrame[] = [
  text('frame over 64 kB', JSON.stringify({ type: 'subscribe', channel: 'y'.repeat(70 * 1024) })),
  { label: 'text frame of invalid UTF-8', data: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), binary: false },
];

/** Close codes a server may use to refuse a frame: unsupported data, invalid payload, policy, too big. */
export const POLICY_CLOSE_CODES: ReadonlySet<number> = new Set([1003, 1007, 1008, 1009]);

export interface RawSocket {
  socket: WebSocket;
  /** Every frame received, as text. */
  received: string[];
  /** The close code once closed (by either side), else null. */
  closeCode: number | null;
  send(frame: OddFrame): void;
  /** Waits until more than `count` frames were received or the socket closed; false after `ms`. */
  settled(count: number, ms: number): Promise<boolean>;
  /** Resolves true when the server answers a ping within `ms`. */
  ping(ms: number): Promise<boolean>;
}

/** Opens a socket to the gateway with a browser's cookies. */
export function openRawSocket(port: number, cookie: string): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie } });
    const raw: RawSocket = {
      socket,
      received: [],
      closeCode: null,
      send: (frame) => socket.send(frame.data, { binary: frame.binary }),
      async settled(count, ms) {
        const deadline = Date.now() + ms;
        while (raw.received.length <= count && raw.closeCode === null) {
          if (Date.now() > deadline) return false;
          await new Promise((r) => setTimeout(r, 5));
        }
        return true;
      },
      ping: (ms) =>
        new Promise((done) => {
          const timer = setTimeout(() => done(false), ms);
          socket.once('pong', () => {
            clearTimeout(timer);
            done(true);
          });
          socket.ping();
        }),
    };
    socket.on('message', (data: Buffer) => raw.received.push(data.toString('utf8')));
    socket.on('close', (code) => {
      raw.closeCode = code;
    });
    socket.on('error', (error) => {
      if (socket.readyState === WebSocket.CONNECTING) reject(error);
    });
    socket.on('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode ?? '?'}`)));
    socket.on('open', () => resolve(raw));
  });
}
