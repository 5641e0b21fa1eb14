import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { pageShapeLimits, pageShapeProblem } from './page-shape.ts';

// Every element a page may nest. Parsers differ on which ones an opening tag closes (a heading
// inside a heading, a cell inside a cell); the check must count depth as the readers' DOM has it.
const elements =
  `a abbr address article aside b bdi bdo blockquote body button caption cite code col
colgroup dd del details dfn dialog div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4
h5 h6 header hgroup i ins kbd label legend li main mark menu nav noscript object ol optgroup option
output p picture pre q rp rt ruby s samp script section select small span strong sub summary sup
table tbody td template textarea tfoot th thead time title tr u ul var video`.split(/\s+/);

/** The depth of the DOM the readers build (cheerio), walked without recursion. */
function readersDepth(html: string): number {
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  let deepest = 0;
  const pending: { node: { children?: unknown[] }; depth: number }[] = [
    { node: $.root()[0] as { children?: unknown[] }, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    deepest = Math.max(deepest, next.depth);
    for (const child of next.node.children ?? []) {
      pending.push({ node: child as { children?: unknown[] }, depth: next.depth + 1 });
    }
  }
  return deepest;
}

describe('the page shape check', () => {
  it("refuses exactly the nesting the readers' DOM would have too deep", () => {
    const disagreements: string[] = [];
    for (const element of elements) {
      const html = `<html><body>${`<${element}>`.repeat(pageShapeLimits.depth + 50)}x`;
      const isTooDeep = readersDepth(html) > pageShapeLimits.depth + 2;
      const isRefused = pageShapeProblem(html) === 'too_deep';
      if (isTooDeep !== isRefused) disagreements.push(element);
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses a page past its element count and takes a real page', () => {
    expect(pageShapeProblem(`<ul>${'<li>egg</li>'.repeat(100_001)}</ul>`)).toBe(
      'too_many_elements',
    );
    expect(
      pageShapeProblem('<html><body><h1>Soup</h1><ul><li>1 onion</li></ul></body></html>'),
    ).toBeNull();
  });
});
