import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeStatus } from '../testing/ws-client';
import { startTestAppWithWorld, type TestApp, type World } from './test-app';

// The app as deployed: TLS ends in front of it (PUBLIC_URL https), the API docs for admins only.
let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({ publicUrl: new URL('https://jobs.example.de'), apiDocs: 'admin' }, { contacts: 1 }));
});
afterAll(() => t.close());

describe('behind TLS, in production', () => {
  it('sends HSTS and makes every cookie Secure though the proxies speak plain http', async () => {
    const anonymous = await t.call('GET', '/api/user/current');
    expect(anonymous.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(anonymous.cookies.length).toBeGreaterThan(0);
    for (const cookie of anonymous.cookies) expect(cookie.secure, cookie.name).toBe(true);
    const browser = await t.anonymous();
    const login = await t.call('POST', '/login', browser, { email: w.users.admin.email, password: 'test-password-1' });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((cookie) => cookie.name === 'rm_session')?.secure).toBe(true);
  });

  it('shows the API docs to signed-in admins only', async () => {
    expect((await t.call('GET', '/docs/json')).statusCode).toBe(401);
    expect((await t.call('GET', '/docs/json', w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', '/docs/json', w.sessions.admin)).statusCode).toBe(200);
  });

  it('lets WebSockets come from the public origin only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await upgradeStatus(port, { cookie: w.sessions.admin.cookie, origin: 'https://jobs.example.de' })).toBe(101);
    expect(await upgradeStatus(port, { cookie: w.sessions.admin.cookie, origin: `http://127.0.0.1:${port}` })).toBe(403);
  });
});
