import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/render';
import { api } from './api';
import { afterNextPaint, useAfterScreen } from './idle';

// A screen's request of the test's own, answered when the test says so.
const screenApi = api.injectEndpoints({
  endpoints: (build) => ({ screenData: build.query<unknown, void>({ query: () => 'api/screen-data' }) }),
  overrideExisting: true,
});

function Layout() {
  screenApi.useScreenDataQuery();
  return <div>{useAfterScreen() ? 'bell' : 'no bell yet'}</div>;
}

describe('what the layout shows after the screen', () => {
  it("waits for the screen's requests to be answered, then comes", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    renderWithApi(<Layout />, { 'GET /api/screen-data': () => new Promise((resolve) => (answer = resolve)) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('no bell yet')).toBeTruthy();
    answer({ status: 200, body: { ok: true } });
    expect(await screen.findByText('bell')).toBeTruthy();
  });

  it('comes after at most a few seconds when a request takes longer', async () => {
    renderWithApi(<Layout />, { 'GET /api/screen-data': () => new Promise(() => undefined) });
    expect(screen.getByText('no bell yet')).toBeTruthy();
    expect(await screen.findByText('bell', undefined, { timeout: 4000 })).toBeTruthy();
  });
});

describe('after the next paint', () => {
  it('runs after the next animation frame, not before; cancelled, never', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    const cancel = afterNextPaint(() => order.push('cancelled'));
    cancel();
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        order.push('frame');
        resolve();
      }),
    );
    expect(order).toEqual(['frame']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['frame', 'after paint']);
  });
});
