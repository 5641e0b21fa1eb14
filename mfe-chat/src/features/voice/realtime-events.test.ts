import { describe, expect, it } from 'vitest';
import { functionOutputEvents, readRealtimeEvent } from './realtime-events.ts';

const message = (event: object) => JSON.stringify(event);

describe('reading the realtime data channel', () => {
  it("reads the cook's transcribed speech", () => {
    expect(
      readRealtimeEvent(
        message({
          type: 'conversation.item.input_audio_transcription.completed',
          item_id: 'item_1',
          content_index: 0,
          transcript: 'Make it spicy',
        }),
      ),
    ).toEqual({ kind: 'transcript', itemId: 'item_1', text: 'Make it spicy' });
  });

  it('reads speech committed as a conversation item', () => {
    expect(
      readRealtimeEvent(
        message({
          type: 'input_audio_buffer.committed',
          previous_item_id: null,
          item_id: 'item_1',
        }),
      ),
    ).toEqual({ kind: 'speech-committed', itemId: 'item_1' });
  });

  it("reads a response's start and end", () => {
    const response = { id: 'resp_1', object: 'realtime.response', status: 'in_progress' };
    expect(readRealtimeEvent(message({ type: 'response.created', response }))).toEqual({
      kind: 'response-started',
      responseId: 'resp_1',
    });
    expect(readRealtimeEvent(message({ type: 'response.done', response }))).toEqual({
      kind: 'response-ended',
      responseId: 'resp_1',
    });
  });

  it("reads the model's spoken answer under either of the API's names", () => {
    for (const type of [
      'response.output_audio_transcript.done',
      'response.audio_transcript.done',
    ]) {
      expect(
        readRealtimeEvent(
          message({ type, response_id: 'resp_1', item_id: 'item_2', transcript: 'Done.' }),
        ),
      ).toEqual({ kind: 'answer', responseId: 'resp_1', text: 'Done.' });
    }
  });

  it('reads a finished function call', () => {
    expect(
      readRealtimeEvent(
        message({
          type: 'response.function_call_arguments.done',
          response_id: 'resp_1',
          call_id: 'call_1',
          name: 'update_recipe',
          arguments: '{"recipeId":1}',
        }),
      ),
    ).toEqual({
      kind: 'function-call',
      callId: 'call_1',
      responseId: 'resp_1',
      name: 'update_recipe',
      arguments: '{"recipeId":1}',
    });
  });

  it("reads an error with the provider's words, or without", () => {
    expect(readRealtimeEvent(message({ type: 'error', error: { message: 'Slow down.' } }))).toEqual(
      { kind: 'error', message: 'Slow down.' },
    );
    expect(readRealtimeEvent(message({ type: 'error', error: { message: null } }))).toEqual({
      kind: 'error',
      message: null,
    });
  });

  it('ignores other events and anything that is not an event', () => {
    expect(readRealtimeEvent(message({ type: 'response.audio.delta', delta: 'AAAA' }))).toEqual({
      kind: 'other',
    });
    expect(readRealtimeEvent('not json')).toEqual({ kind: 'other' });
    expect(readRealtimeEvent(message([1, 2]))).toEqual({ kind: 'other' });
    expect(readRealtimeEvent(new ArrayBuffer(4))).toEqual({ kind: 'other' });
  });
});

describe("answering the model's function call", () => {
  it('sends the output as a conversation item, then asks for a response', () => {
    expect(functionOutputEvents('call_1', { result: { total: 2 } })).toEqual([
      {
        type: 'conversation.item.create',
        item: { type: 'function_call_output', call_id: 'call_1', output: '{"result":{"total":2}}' },
      },
      { type: 'response.create' },
    ]);
  });
});
