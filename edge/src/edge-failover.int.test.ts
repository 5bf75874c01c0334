import { afterEach, describe, expect, it } from 'vitest';
import { refusingUrl, startEdge, startUpstream, type FakeUpstream, type RunningEdge, type SeenRequest } from './test-upstreams';

const running: Array<FakeUpstream | RunningEdge> = [];
afterEach(async () => {
  for (const server of running.splice(0).reverse()) await server.close();
});

async function upstreams(...names: string[]): Promise<FakeUpstream[]> {
  const started = await Promise.all(names.map((name) => startUpstream(name)));
  running.push(...started);
  return started;
}

async function edgeFor(commandApiUrls: string[], queryApiUrls: string[]): Promise<RunningEdge> {
  const edge = await startEdge({ commandApiUrls, queryApiUrls });
  running.push(edge);
  return edge;
}

const post = (edge: RunningEdge, url: string, body: unknown): Promise<Response> =>
  fetch(`${edge.url}${url}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('several instances per service', () => {
  it('takes them in turn', async () => {
    const [one, two] = await upstreams('query-1', 'query-2');
    const [command] = await upstreams('command');
    const edge = await edgeFor([command!.url], [one!.url, two!.url]);
    const answered: string[] = [];
    for (let i = 0; i < 4; i += 1) answered.push(((await (await fetch(`${edge.url}/api/offers/new`)).json()) as SeenRequest).upstream);
    expect(answered).toEqual(['query-1', 'query-2', 'query-1', 'query-2']);
  });

  it('sends a POST whose instance refused the connection to the next one, body and all', async () => {
    const [live] = await upstreams('command-live');
    const [query] = await upstreams('query');
    const edge = await edgeFor([await refusingUrl(), live!.url], [query!.url]);
    for (let i = 0; i < 3; i += 1) {
      const response = await post(edge, '/api/offers/1/track', { step: 'viewed', attempt: i });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ upstream: 'command-live', body: JSON.stringify({ step: 'viewed', attempt: i }) });
    }
    expect(live!.seen).toHaveLength(3);
  });

  it('sends a GET whose instance refused the connection to the next one', async () => {
    const [live] = await upstreams('query-live');
    const [command] = await upstreams('command');
    const edge = await edgeFor([command!.url], [await refusingUrl(), live!.url, await refusingUrl()]);
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${edge.url}/api/offers/new?page=${i}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ upstream: 'query-live', url: `/api/offers/new?page=${i}` });
    }
  });

  it('answers 503 {message} when no instance takes the connection', async () => {
    const edge = await edgeFor([await refusingUrl(), await refusingUrl()], [await refusingUrl()]);
    const response = await post(edge, '/login', {});
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'No command-api instance is reachable.' });
    expect((await fetch(`${edge.url}/api/user/current`)).status).toBe(503);
  });

  it('answers 502 {message} when the instance dies after taking the request, and never sends it again', async () => {
    const [dying, other] = await upstreams('command-dying', 'command-other');
    const [query] = await upstreams('query');
    dying!.behave('hang-up');
    const edge = await edgeFor([dying!.url, other!.url], [query!.url]);
    const response = await post(edge, '/api/unlock-contact', { driver_id: 'x' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The command-api failed while handling the request.' });
    expect(dying!.seen).toHaveLength(1);
    expect(other!.seen).toHaveLength(0);
    // The instance is not marked down for it: the next request goes to the other one by turn, the one after back to it.
    expect((await post(edge, '/login', {})).status).toBe(200);
    expect(other!.seen).toHaveLength(1);
  });

  it('cuts the client off when the instance dies in the middle of its answer', async () => {
    const [dying] = await upstreams('query-dying');
    const [command] = await upstreams('command');
    dying!.behave('hang-up-mid-answer');
    const edge = await edgeFor([command!.url], [dying!.url]);
    const response = await fetch(`${edge.url}/api/offers/new`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});
