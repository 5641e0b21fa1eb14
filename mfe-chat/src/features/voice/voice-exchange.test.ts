import { describe, expect, it } from 'vitest';
import { VoiceExchange } from './voice-exchange.ts';

const idle = { lastUserMessage: null, isRequestPending: false };

describe('the bookkeeping of a voice call', () => {
  it('takes what the cook said when nothing is pending', () => {
    const exchange = new VoiceExchange<string>();
    expect(exchange.transcript('item_1', ' Add eggs ', idle)).toEqual({
      text: 'Add eggs',
      beforeMessageId: null,
    });
  });

  it('keeps the blank and repeat rules', () => {
    const exchange = new VoiceExchange<string>();
    expect(exchange.transcript('item_1', '  ', idle)).toBeNull();
    expect(
      exchange.transcript('item_2', 'Add eggs', { ...idle, lastUserMessage: 'Add eggs' }),
    ).toBeNull();
  });

  it('skips speech while a typed message is being answered', () => {
    const exchange = new VoiceExchange<string>();
    expect(exchange.transcript('item_1', 'Add eggs', { ...idle, isRequestPending: true })).toBe(
      null,
    );
  });

  it('takes the transcript of the speech a response answers, even while it answers', () => {
    const exchange = new VoiceExchange<string>();
    exchange.speechCommitted('item_1');
    exchange.responseStarted('resp_1');
    expect(exchange.isResponding).toBe(true);
    expect(exchange.transcript('item_1', 'Add eggs', idle)?.text).toBe('Add eggs');
  });

  it('skips speech that began while the model was answering, until the answer ends', () => {
    const exchange = new VoiceExchange<string>();
    exchange.responseStarted('resp_1');
    exchange.speechCommitted('item_2');
    expect(exchange.transcript('item_2', 'And lemon zest', idle)).toBeNull();
    expect(exchange.transcript(null, 'And lemon zest', idle)).toBeNull();
    exchange.responseEnded('resp_1');
    expect(exchange.isResponding).toBe(false);
    expect(exchange.transcript('item_3', 'And lemon zest', idle)?.text).toBe('And lemon zest');
  });

  it('puts a late transcript before the answer it got', () => {
    const exchange = new VoiceExchange<string>();
    exchange.speechCommitted('item_1');
    exchange.responseStarted('resp_1');
    exchange.answerShown('resp_1', 'message_answer');
    expect(exchange.transcript('item_1', 'Add eggs', idle)).toEqual({
      text: 'Add eggs',
      beforeMessageId: 'message_answer',
    });
  });

  it("shows a tool call's effects under its response's answer, or the next answer", () => {
    const exchange = new VoiceExchange<string>();
    expect(exchange.toolRan('resp_1', 'eggs added')).toBeNull();
    expect(exchange.toolRan(null, 'milk added')).toBeNull();
    expect(exchange.answerShown('resp_2', 'message_2')).toEqual(['eggs added', 'milk added']);
    expect(exchange.answerShown('resp_3', 'message_3')).toEqual([]);
    expect(exchange.toolRan('resp_2', 'recipe changed')).toBe('message_2');
  });
});
