import * as cheerio from 'cheerio';

/** Enough page text for a model to read one recipe, without paying for a whole site's chrome. */
const maxCharacters = 30_000;

/** What a reader sees on the page, one block per line: what a model reads when there is no structured data. */
export function visibleText(html: string): string {
  const $ = cheerio.load(html);
  $('script, style, noscript, svg, iframe, nav, footer, header, form, aside').remove();
  $('br').replaceWith('\n');
  $('p, li, h1, h2, h3, h4, h5, h6, tr, div, section, article').each((_index, element) => {
    $(element).append('\n');
  });
  return $('body')
    .text()
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, maxCharacters);
}
