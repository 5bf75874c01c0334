import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { onShutdown } from './shutdown';

const silent = pino({ level: 'silent' });

describe('onShutdown', () => {
  it('runs the steps in order once, then exits 0', async () => {
    const order: string[] = [];
    const codes: number[] = [];
    const shutdown = onShutdown(
      silent,
      ['stop intake', 'finish batch', 'close'].map((name) => ({ name, run: () => Promise.resolve(void order.push(name)) })),
      { exit: (code) => codes.push(code), signals: false },
    );
    await Promise.all([shutdown(), shutdown()]);
    expect(order).toEqual(['stop intake', 'finish batch', 'close']);
    expect(codes).toEqual([0]);
  });

  it('keeps going after a failed step and exits 1', async () => {
    const order: string[] = [];
    const codes: number[] = [];
    const shutdown = onShutdown(
      silent,
      [
        { name: 'a', run: () => Promise.reject(new Error('boom')) },
        { name: 'b', run: () => Promise.resolve(void order.push('b')) },
      ],
      { exit: (code) => codes.push(code), signals: false },
    );
    await shutdown();
    expect(order).toEqual(['b']);
    expect(codes).toEqual([1]);
  });

  it('exits 1 when a step hangs past the timeout', async () => {
    const codes: number[] = [];
    const shutdown = onShutdown(silent, [{ name: 'hang', run: () => new Promise<void>(() => undefined) }], {
      exit: (code) => codes.push(code),
      timeoutMs: 50,
      signals: false,
    });
    void shutdown();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(codes).toEqual([1]);
  });
});
