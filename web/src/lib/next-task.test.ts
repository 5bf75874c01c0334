import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('goes on in a later task: after the work already queued, not within the current one', async () => {
    const order: string[] = [];
    const queuedBefore = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('task queued before');
        resolve();
      }, 0),
    );
    const after = nextTask().then(() => order.push('after nextTask'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.all([queuedBefore, after]);
    expect(order).toEqual(['microtask', 'task queued before', 'after nextTask']);
  });
});
