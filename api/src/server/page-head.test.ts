import { describe, expect, it } from 'vitest';
import { applyPageHead, escapeHtml, renderMetaTag } from './page-head.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Recipe organizer</title>
    <script type="module" src="/assets/index-AbCd1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`Pie "><script>alert(1)</script> & 'co'`)).toBe(
      'Pie &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;co&#39;',
    );
  });

  it('escapes an ampersand that already looks like an entity', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });
});

describe('renderMetaTag', () => {
  it('escapes the content and the key', () => {
    expect(renderMetaTag({ attribute: 'property', key: 'og:title', content: `"><b>x</b>'` })).toBe(
      '<meta property="og:title" content="&quot;&gt;&lt;b&gt;x&lt;/b&gt;&#39;">',
    );
  });
});

describe('applyPageHead', () => {
  it('replaces the existing title instead of adding a second one', () => {
    const page = applyPageHead(shell, { title: 'Lemon Tart · Recipe organizer', meta: [] });
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Lemon Tart · Recipe organizer</title>');
    expect(page).not.toContain('<title>Recipe organizer</title>');
  });

  it('adds a title when the page has none', () => {
    const page = applyPageHead('<html><head></head><body></body></html>', {
      title: 'A & B',
      meta: [],
    });
    expect(page).toMatch(/<head>\s*<title>A &amp; B<\/title>\s*<\/head>/);
  });

  it('leaves a <title> in the body alone', () => {
    const page = applyPageHead(
      '<html><head></head><body><svg><title>Icon</title></svg></body></html>',
      { title: 'Tart', meta: [] },
    );
    expect(page).toContain('<svg><title>Icon</title></svg>');
    expect(page).toMatch(/<head>\s*<title>Tart<\/title>\s*<\/head>/);
  });

  it('puts the tags on lines of their own, also when </head> ends a line of links', () => {
    const built = '<html>\n  <head>\n    <link rel="modulepreload" href="/a.js"></head>\n</html>';
    const page = applyPageHead(built, {
      meta: [{ attribute: 'name', key: 'marketing-url', content: 'https://example.test/' }],
    });
    expect(page).toBe(
      '<html>\n  <head>\n    <link rel="modulepreload" href="/a.js">\n  <meta name="marketing-url" content="https://example.test/">\n</head>\n</html>',
    );
  });

  it('puts meta tags inside the head, escaped, and keeps the rest of the page', () => {
    const page = applyPageHead(shell, {
      meta: [{ attribute: 'name', key: 'description', content: 'Tom & Jerry\'s "best" <pie>' }],
    });
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toContain(
      '<meta name="description" content="Tom &amp; Jerry&#39;s &quot;best&quot; &lt;pie&gt;">',
    );
    expect(page).toContain('<script type="module" src="/assets/index-AbCd1234.js"></script>');
    expect(page).toContain('<body><div id="root"></div></body>');
  });

  it('keeps replacement patterns in values literal', () => {
    const page = applyPageHead(shell, {
      title: "$& $' $` $1",
      meta: [{ attribute: 'property', key: 'og:title', content: '$&' }],
    });
    expect(page).toContain('<title>$&amp; $&#39; $` $1</title>');
    expect(page).toContain('<meta property="og:title" content="$&amp;">');
    expect(page.match(/<\/head>/g)).toHaveLength(1);
  });

  it('replaces a meta tag the page already has instead of duplicating it', () => {
    const withDescription = shell.replace(
      '<title>',
      '<meta name="description" content="The shell" />\n    <title>',
    );
    const page = applyPageHead(withDescription, {
      meta: [{ attribute: 'name', key: 'description', content: 'The recipe' }],
    });
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain('content="The recipe"');
  });

  it('never lets a value open a tag', () => {
    const hostile = '</title><script>alert(1)</script>';
    const page = applyPageHead(shell, {
      title: hostile,
      meta: [{ attribute: 'name', key: 'twitter:title', content: hostile }],
    });
    expect(page).not.toContain('<script>alert');
    expect(page.match(/<\/title>/g)).toHaveLength(1);
  });
});
