/*
 * The Realtime API's events on the `oai-events` data channel, as far as voice chat uses them:
 * the cook's speech committed and transcribed, the model's responses (start, spoken answer,
 * end), the model calling a function, and errors. Everything else (audio buffers, deltas, rate
 * limits) is the provider's business and ignored.
 */

export type RealtimeServerEvent =
  /** A stretch of the cook's speech became a conversation item (its transcript comes later). */
  | { kind: 'speech-committed'; itemId: string }
  | { kind: 'transcript'; itemId: string | null; text: string }
  | { kind: 'response-started'; responseId: string }
  /** What the model said aloud in a response, transcribed. */
  | { kind: 'answer'; responseId: string | null; text: string }
  | { kind: 'response-ended'; responseId: string }
  | {
      kind: 'function-call';
      callId: string;
      responseId: string | null;
      name: string;
      arguments: string;
    }
  | { kind: 'error'; message: string | null }
  | { kind: 'other' };

/** Reads one data-channel message; anything that is not a known event is 'other'. */
export function readRealtimeEvent(data: unknown): RealtimeServerEvent {
  if (typeof data !== 'string') return { kind: 'other' };
  let event: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed === null || typeof parsed !== 'object') return { kind: 'other' };
    event = parsed as Record<string, unknown>;
  } catch {
    return { kind: 'other' };
  }
  switch (event.type) {
    case 'input_audio_buffer.committed':
      return typeof event.item_id === 'string'
        ? { kind: 'speech-committed', itemId: event.item_id }
        : { kind: 'other' };
    case 'conversation.item.input_audio_transcription.completed':
      return typeof event.transcript === 'string'
        ? { kind: 'transcript', itemId: stringOrNull(event.item_id), text: event.transcript }
        : { kind: 'other' };
    case 'response.created':
    case 'response.done': {
      const id = (event.response as { id?: unknown } | null | undefined)?.id;
      if (typeof id !== 'string') return { kind: 'other' };
      return event.type === 'response.created'
        ? { kind: 'response-started', responseId: id }
        : { kind: 'response-ended', responseId: id };
    }
    // The API has named this event both ways (beta and GA); both mean the spoken answer is whole.
    case 'response.output_audio_transcript.done':
    case 'response.audio_transcript.done':
      return typeof event.transcript === 'string'
        ? { kind: 'answer', responseId: stringOrNull(event.response_id), text: event.transcript }
        : { kind: 'other' };
    case 'response.function_call_arguments.done':
      if (typeof event.call_id !== 'string' || typeof event.name !== 'string') {
        return { kind: 'other' };
      }
      return {
        kind: 'function-call',
        callId: event.call_id,
        responseId: stringOrNull(event.response_id),
        name: event.name,
        arguments: typeof event.arguments === 'string' ? event.arguments : '{}',
      };
    case 'error': {
      const error = event.error as { message?: unknown } | null | undefined;
      const message = typeof error?.message === 'string' ? error.message.trim() : '';
      return { kind: 'error', message: message || null };
    }
    default:
      return { kind: 'other' };
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** What the browser sends back after running a function: its output, then "answer now". */
export function functionOutputEvents(callId: string, output: unknown): object[] {
  return [
    {
      type: 'conversation.item.create',
      item: { type: 'function_call_output', call_id: callId, output: JSON.stringify(output) },
    },
    { type: 'response.create' },
  ];
}
