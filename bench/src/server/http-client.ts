import http from 'node:http';

export interface Session {
  cookie: string;
  xsrf: string;
  userId: string;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** A keep-alive HTTP client with per-request timing; the load generator's side of every HTTP figure. */
export function createHttpClient(
  baseUrl: string,
  maxSockets = 256,
): { request(method: string, path: string, session: Session | null, body?: unknown): Promise<Answer>; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const url = new URL(baseUrl);
  return {
    request(method, path, session, body) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      if (session) {
        headers.cookie = session.cookie;
        headers['x-xsrf-token'] = session.xsrf;
      }
      return new Promise((resolve, reject) => {
        const t0 = performance.now();
        const req = http.request({ host: url.hostname, port: url.port, method, path, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - t0 }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

/** Signs in as a browser does: fetch the XSRF cookie, then POST /login echoing it. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const jar = new Map<string, string>();
  const first = await fetch(`${baseUrl}/api/user/current`);
  await first.arrayBuffer();
  cookiesOf(first, jar);
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const header = (): string => [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header(), 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password }),
  });
  const text = await login.text();
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${text}`);
  cookiesOf(login, jar);
  const body = JSON.parse(text) as { user: { id: string } };
  return { cookie: header(), xsrf: decodeURIComponent(jar.get('XSRF-TOKEN') ?? xsrf), userId: body.user.id };
}
