import { FakeSpeechRecognition as FakeRecognition } from '@app/ui/fake-speech-recognition';
import { describe, expect, it } from 'vitest';
import type { ListeningState } from './command-source.ts';
import { speechRecognitionSource } from './speech-recognition-source.ts';

function listen() {
  const source = speechRecognitionSource({
    webkitSpeechRecognition: FakeRecognition,
    isSecureContext: true,
  });
  const commands: string[] = [];
  const states: ListeningState[] = [];
  const stop = source.listen(
    (command) => commands.push(command),
    (state) => states.push(state),
  );
  const recognition = FakeRecognition.latest;
  if (!recognition) throw new Error('no recognition started');
  return { source, stop, commands, states, recognition };
}

describe('speechRecognitionSource', () => {
  it('explains that voice is unavailable where the browser has no recogniser', () => {
    expect(speechRecognitionSource({}).unavailableReason).toMatch(/no speech recognition/);
    expect(
      speechRecognitionSource({ SpeechRecognition: FakeRecognition, isSecureContext: false })
        .unavailableReason,
    ).toMatch(/secure/);
  });

  it('listens continuously and turns final results into commands', () => {
    const { source, commands, states, recognition } = listen();
    expect(source.unavailableReason).toBeNull();
    expect(recognition.continuous).toBe(true);
    expect(recognition.start).toHaveBeenCalledOnce();
    expect(states).toEqual([{ status: 'listening' }]);
    recognition.hear('okay next step please');
    recognition.hear('the onions smell great');
    recognition.hear('necks', 'next');
    recognition.hear('how much time is left');
    expect(commands).toEqual(['next', 'next', 'timeLeft']);
  });

  it('starts again after a silence, but not forever', () => {
    const { states, recognition } = listen();
    recognition.onend?.();
    expect(recognition.start).toHaveBeenCalledTimes(2);
    for (let index = 0; index < 10; index++) recognition.onend?.();
    expect(states.at(-1)).toEqual({ status: 'idle' });
    expect(recognition.start.mock.calls.length).toBeLessThan(8);
  });

  it('stops with a reason when the microphone is refused', () => {
    const { states, recognition } = listen();
    recognition.onerror?.({ error: 'not-allowed' });
    recognition.onend?.();
    expect(states.at(-1)).toEqual({
      status: 'failed',
      reason: expect.stringMatching(/Microphone access is blocked/),
    });
    expect(recognition.start).toHaveBeenCalledOnce();
  });

  it('ignores a silence error and stops for good when asked', () => {
    const { stop, states, recognition } = listen();
    recognition.onerror?.({ error: 'no-speech' });
    expect(states.at(-1)).toEqual({ status: 'listening' });
    stop();
    expect(recognition.abort).toHaveBeenCalled();
    recognition.onend?.();
    expect(recognition.start).toHaveBeenCalledOnce();
    expect(states.at(-1)).toEqual({ status: 'idle' });
  });
});
