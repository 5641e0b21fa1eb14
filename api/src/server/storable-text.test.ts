import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.ts';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Salt & pepper'],
    ['an emoji (a whole surrogate pair)', 'Soup 🍲'],
    ['other control characters', 'tab\there\r\nbell\u0007'],
    ['the replacement character', 'caf\ufffd'],
    ['an empty string', ''],
  ])('accepts %s', (_label, text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a NUL', 'Sal\u0000t'],
    ['a NUL alone', '\u0000'],
    ['a high surrogate without its low half', 'Sal\ud83ct'],
    ['a high surrogate at the end', 'Salt\ud83c'],
    ['a low surrogate without its high half', '\udf72Salt'],
    ['two high surrogates', '\ud83c\ud83c\udf72'],
  ])('refuses %s', (_label, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('answers null for storable values of every JSON kind', () => {
    expect(
      findUnstorableText(
        { name: 'Soup', tags: ['a', 'b'], nutrition: { fat: 1 }, ok: true },
        'body',
      ),
    ).toBeNull();
    expect(findUnstorableText(null, 'body')).toBeNull();
    expect(findUnstorableText(42, 'body')).toBeNull();
  });

  it('names the first unstorable string by its path', () => {
    expect(findUnstorableText({ tags: ['ok', 'b\u0000d', '\ud800'] }, 'body')).toBe('body.tags[1]');
    expect(findUnstorableText({ input: { steps: [{ text: '\udc00' }] } }, '')).toBe(
      'input.steps[0].text',
    );
    expect(findUnstorableText('\u0000', 'value')).toBe('value');
  });

  it('reports an unstorable key at its object, without echoing the key', () => {
    expect(findUnstorableText({ data: { 'first\u0000name': 'Ada' } }, 'body')).toBe('body.data');
  });

  it('walks a value nested deeper than the call stack', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(findUnstorableText(nested, 'body')).toMatch(/^body(\[0\]){200000}$/);
  });
});
