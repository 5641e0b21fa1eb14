import { describe, expect, it } from 'vitest';
import { transcriptToSend } from './transcript-rule.ts';

const idle = { lastUserMessage: 'Make it vegan', isRequestPending: false };

describe('which voice transcripts become chat messages', () => {
  it('sends what the cook said, trimmed', () => {
    expect(transcriptToSend('  Double the garlic \n', idle)).toBe('Double the garlic');
  });

  it('skips a blank transcript', () => {
    expect(transcriptToSend('', idle)).toBeNull();
    expect(transcriptToSend(' \n\t ', idle)).toBeNull();
  });

  it('skips a repeat of the last user message, spaces aside', () => {
    expect(transcriptToSend('Make it vegan', idle)).toBeNull();
    expect(transcriptToSend(' Make it vegan ', idle)).toBeNull();
  });

  it('sends a transcript that differs from the last message only in case', () => {
    expect(transcriptToSend('make it vegan', idle)).toBe('make it vegan');
  });

  it('skips a transcript that arrives while a message is being answered', () => {
    expect(transcriptToSend('Add eggs', { ...idle, isRequestPending: true })).toBeNull();
  });

  it('sends the first transcript of a conversation with no user message yet', () => {
    expect(transcriptToSend('Hello', { lastUserMessage: null, isRequestPending: false })).toBe(
      'Hello',
    );
  });
});
