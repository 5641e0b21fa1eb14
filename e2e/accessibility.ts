import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page and answers the serious and critical findings. The engine is
 * evaluated through the DevTools protocol rather than added as a script tag, so the page's
 * Content-Security-Policy (which the journeys watch) stays as strict as in production.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // Colours are measured as they are at the moment: a toast or a highlight still fading in
  // would read as low contrast. Finite animations and transitions end first (a spinner's never
  // does, and is left running, as is one that is paused).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
