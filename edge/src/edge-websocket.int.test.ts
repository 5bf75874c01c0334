import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { refusingUrl, startEdge, startUpstream, type FakeUpstream, type RunningEdge } from './test-upstreams';

const running: Array<FakeUpstream | RunningEdge> = [];
afterEach(async () => {
  for (const server of running.splice(0).reverse()) await server.close();
});

interface Echo {
  upstream: string;
  echo: string;
  forwardedFor: string | null;
}

/** Opens a WebSocket through the edge, sends one message and resolves with the echo (or rejects when the socket fails). */
function echoThrough(edge: RunningEdge, message: string, path = '/ws'): Promise<Echo> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${edge.url.replace('http', 'ws')}${path}`);
    socket.on('open', () => socket.send(message));
    socket.on('message', (data: Buffer) => {
      resolve(JSON.parse(data.toString('utf8')) as Echo);
      socket.close();
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('closed before an answer')));
  });
}

describe('WebSocket /ws through the edge', () => {
  it('reaches a query-api instance, in turn, saying who asked', async () => {
    const [one, two, command] = await Promise.all([startUpstream('query-1'), startUpstream('query-2'), startUpstream('command')]);
    running.push(one, two, command);
    const edge = await startEdge({ commandApiUrls: [command.url], queryApiUrls: [one.url, two.url] });
    running.push(edge);
    const first = await echoThrough(edge, 'hello');
    const second = await echoThrough(edge, 'again');
    expect(first).toEqual({ upstream: 'query-1', echo: 'hello', forwardedFor: '127.0.0.1' });
    expect(second).toMatchObject({ upstream: 'query-2', echo: 'again' });
  });

  it('fails a socket whose instance refused; the reconnect reaches a live one', async () => {
    const [live, command] = await Promise.all([startUpstream('query-live'), startUpstream('command')]);
    running.push(live, command);
    const edge = await startEdge({ commandApiUrls: [command.url], queryApiUrls: [await refusingUrl(), live.url] });
    running.push(edge);
    await expect(echoThrough(edge, 'first')).rejects.toThrow();
    expect(await echoThrough(edge, 'reconnected')).toMatchObject({ upstream: 'query-live', echo: 'reconnected' });
    expect(await echoThrough(edge, 'still there')).toMatchObject({ upstream: 'query-live' });
  });

  it('refuses upgrades on other paths', async () => {
    const [query, command] = await Promise.all([startUpstream('query'), startUpstream('command')]);
    running.push(query, command);
    const edge = await startEdge({ commandApiUrls: [command.url], queryApiUrls: [query.url] });
    running.push(edge);
    await expect(echoThrough(edge, 'x', '/api/ws')).rejects.toThrow();
  });
});
