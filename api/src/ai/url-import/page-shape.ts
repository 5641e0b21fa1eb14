import { Parser } from 'htmlparser2';

/**
 * Bounds on a page's shape, checked by a streaming pass before any DOM is built. Chromium's
 * parser stops nesting at 512 levels too; the deepest of 368 recipe sites measured 44 and the
 * busiest 5,400 elements. Past either bound the readers' selector passes, worse than quadratic
 * in depth, would hold a thread for minutes (a page 128,000 levels deep took 61 s).
 */
export const pageShapeLimits = { depth: 512, elements: 100_000 } as const;

export type PageShapeProblem = 'too_deep' | 'too_many_elements';

/** What is wrong with the page's shape, or null when the readers may build its DOM. */
export function pageShapeProblem(
  html: string,
  limits: { depth: number; elements: number } = pageShapeLimits,
): PageShapeProblem | null {
  let depth = 0;
  let elements = 0;
  let problem: PageShapeProblem | null = null;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        elements += 1;
        if (depth > limits.depth) problem ??= 'too_deep';
        else if (elements > limits.elements) problem ??= 'too_many_elements';
        // The tokenizer cannot be stopped from a callback; pausing it ends the pass early.
        if (problem) parser.pause();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    // The same parser options as the readers', so implied ends (<p>, <li>) close as they do there.
    { xmlMode: false, decodeEntities: false },
  );
  parser.end(html);
  return problem;
}
