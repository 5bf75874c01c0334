import type { ChildService } from './child-service';

/** Polls `GET <url>/health` until it answers 200; fails when the child ends first or time runs out. */
export async function waitHealthy(child: ChildService, baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.running()) throw new Error(`${child.name} exited before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.name} was not healthy at ${baseUrl}/health within ${Math.round(timeoutMs / 1000)} s`);
}
