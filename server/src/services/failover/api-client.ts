/** A signed-in browser's credentials: the cookies, and the XSRF token echoed on state changes. */
export interface ApiSession {
  cookie: string;
  xsrf: string;
  userId: string;
}

/** An answer; status 0 when no answer came (connection lost, timeout). */
export interface ApiAnswer<T> {
  status: number;
  body: T | null;
}

function keepCookies(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

/** Signs in as a browser does: the XSRF cookie from a first request, then POST /login echoing it. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<ApiSession> {
  const jar = new Map<string, string>();
  const first = await fetch(`${baseUrl}/api/user/current`);
  await first.arrayBuffer();
  keepCookies(first, jar);
  const cookie = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = (): string => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': xsrf() },
    body: JSON.stringify({ email, password }),
  });
  const text = await login.text();
  if (login.status !== 200) throw new Error(`sign-in of ${email} failed: ${login.status} ${text}`);
  keepCookies(login, jar);
  return { cookie: cookie(), xsrf: xsrf(), userId: (JSON.parse(text) as { user: { id: string } }).user.id };
}

/** One API call with the session's cookies and XSRF token; never throws for a failed connection. */
export async function callApi<T>(
  baseUrl: string,
  method: string,
  path: string,
  session: ApiSession,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf };
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: T | null = null;
    try {
      parsed = text ? (JSON.parse(text) as T) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}
