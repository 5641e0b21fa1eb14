import { describe, expect, it } from 'vitest';
import { FakeSpeechRecognition as FakeRecognition } from './fake-speech-recognition.ts';
import { browserSpeechRecognizer, type SpeechListeningState } from './speech-recognizer.ts';

describe('browserSpeechRecognizer', () => {
  it('says why it cannot listen: no recogniser, or not https', () => {
    expect(browserSpeechRecognizer({}).unavailable).toBe('no-recognition');
    expect(
      browserSpeechRecognizer({ SpeechRecognition: FakeRecognition, isSecureContext: false })
        .unavailable,
    ).toBe('insecure-page');
    expect(
      browserSpeechRecognizer({ webkitSpeechRecognition: FakeRecognition, isSecureContext: true })
        .unavailable,
    ).toBeNull();
  });

  it('hands on final phrases with their alternatives, and skips interim ones', () => {
    const recognizer = browserSpeechRecognizer(
      { SpeechRecognition: FakeRecognition },
      { maxAlternatives: 2 },
    );
    const phrases: string[][] = [];
    const states: SpeechListeningState[] = [];
    const stop = recognizer.listen(
      (alternatives) => phrases.push(alternatives),
      (state) => states.push(state),
    );
    const recognition = FakeRecognition.latest;
    expect(recognition?.maxAlternatives).toBe(2);
    recognition?.onresult?.({
      resultIndex: 0,
      results: [
        Object.assign([{ transcript: 'add milk' }, { transcript: 'add mill' }], { isFinal: true }),
        Object.assign([{ transcript: 'to my' }], { isFinal: false }),
      ],
    });
    expect(phrases).toEqual([['add milk', 'add mill']]);
    stop();
    expect(states).toEqual([{ status: 'listening' }, { status: 'idle' }]);
  });
});
