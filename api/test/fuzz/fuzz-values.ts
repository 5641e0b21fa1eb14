import fc from 'fast-check';

/** Text made to break readers and stores: NUL, lone surrogates, long runs, markup, RTL, emoji. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\u202eevil',
    '🍅🧄🌶️',
    '<script>alert(1)</script>',
    "'; drop table recipes; --",
    '{{7*7}}',
    '../../etc/passwd',
    'http://169.254.169.254/latest/meta-data',
    'data:image/png;base64,AAAA',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'javascript:alert(1)',
  ),
  fc.nat({ max: 30_000 }).map((length) => '9'.repeat(length)),
  fc.nat({ max: 5_000 }).map((length) => '('.repeat(length)),
);

/** Numbers a parser may choke on: past 32 bits, negative, fractional, huge. */
export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileText, { maxLength: 8 }),
  // Nesting past any sane depth.
  fc.integer({ min: 1, max: 3_000 }).map((depth) => {
    let nested: unknown[] = [];
    for (let level = 1; level < depth; level += 1) nested = [nested];
    return nested;
  }),
);
