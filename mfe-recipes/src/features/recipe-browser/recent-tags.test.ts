import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  maxRecentTags,
  parseRecentTags,
  recentTagsKey,
  rememberTag,
  useRecentTags,
  withRecentTag,
} from './recent-tags.ts';

describe('withRecentTag', () => {
  it('puts the chosen tag first', () => {
    expect(withRecentTag(['dinner', 'vegan'], 'quick')).toEqual(['quick', 'dinner', 'vegan']);
  });

  it('keeps at most 4 tags, dropping the oldest', () => {
    expect(maxRecentTags).toBe(4);
    expect(withRecentTag(['a', 'b', 'c', 'd'], 'e')).toEqual(['e', 'a', 'b', 'c']);
  });

  it('removes an earlier copy in any case and keeps the newest spelling', () => {
    expect(withRecentTag(['dinner', 'Vegan', 'quick'], 'VEGAN')).toEqual([
      'VEGAN',
      'dinner',
      'quick',
    ]);
  });

  it('ignores a blank tag and trims the chosen one', () => {
    expect(withRecentTag(['dinner'], '   ')).toEqual(['dinner']);
    expect(withRecentTag(['dinner'], '  vegan ')).toEqual(['vegan', 'dinner']);
  });
});

describe('parseRecentTags', () => {
  it('reads a stored list newest first', () => {
    expect(parseRecentTags('["vegan","dinner"]')).toEqual(['vegan', 'dinner']);
  });

  it('survives anything else in storage', () => {
    expect(parseRecentTags(null)).toEqual([]);
    expect(parseRecentTags('not json')).toEqual([]);
    expect(parseRecentTags('{"a":1}')).toEqual([]);
    expect(parseRecentTags('[1,"vegan",null]')).toEqual(['vegan']);
  });

  it('cleans a stored list that breaks the rules (duplicates, too many)', () => {
    expect(parseRecentTags('["a","A","b","c","d","e"]')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('rememberTag and useRecentTags', () => {
  it('stores tags under recentTags and re-renders the hook', () => {
    const { result } = renderHook(() => useRecentTags());
    expect(result.current).toEqual([]);
    act(() => rememberTag('dinner'));
    act(() => rememberTag('vegan'));
    act(() => rememberTag('Dinner'));
    expect(result.current).toEqual(['Dinner', 'vegan']);
    expect(JSON.parse(localStorage.getItem(recentTagsKey) ?? '[]')).toEqual(['Dinner', 'vegan']);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useRecentTags());
    act(() => {
      localStorage.setItem(recentTagsKey, '["breakfast"]');
      window.dispatchEvent(new StorageEvent('storage', { key: recentTagsKey }));
    });
    expect(result.current).toEqual(['breakfast']);
  });
});
