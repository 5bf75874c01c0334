import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** What every screen checked so far had: rule id → elements, by impact (the report's figures). */
export const axeFindings: Array<{ screen: string; violations: AxeViolation[] }> = [];

/**
 * Runs axe-core (WCAG 2.x A and AA rules and axe's best practices) on the page as it is now and fails on
 * any serious or critical violation, naming each rule and the elements. Call it on every screen a journey
 * visits, once its content is there: `await expectAccessible(page, 'login')`. Minor and moderate findings
 * are recorded (`axeFindings`), not failed. Injected through the DevTools protocol, so the app's
 * Content-Security-Policy stays as it is.
 */
export async function expectAccessible(page: Page, screen: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const inPage = globalThis as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      document: unknown;
    };
    const result = await inPage.axe.run(inPage.document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  axeFindings.push({ screen, violations });
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (blocking.length > 0) {
    const described = blocking
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${screen}:\n${described}`);
  }
  return violations;
}
