import type { SpeechListeningState, SpeechRecognizer } from '@app/ui/speech-recognizer';
import type { SpeechSpeaker } from '@app/ui/speech-speaker';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type OfflineVoiceHost, useOfflineVoice } from './use-offline-voice.ts';

function fakeDevices(unavailable: SpeechRecognizer['unavailable'] = null, canSpeak = true) {
  const ears = {
    hear: (_phrase: string) => {},
    setState: (_state: SpeechListeningState) => {},
    stop: vi.fn(),
  };
  const recognizer: SpeechRecognizer = {
    unavailable,
    listen(onPhrase, onState) {
      ears.hear = (phrase) => onPhrase([phrase]);
      ears.setState = onState;
      onState({ status: 'listening' });
      return () => {
        ears.stop();
        onState({ status: 'idle' });
      };
    },
  };
  let isSpeaking = false;
  const speaker: SpeechSpeaker & { spoken: string[]; setSpeaking: (is: boolean) => void } = {
    canSpeak,
    spoken: [],
    speak(text) {
      this.spoken.push(text);
    },
    isSpeaking: () => isSpeaking,
    setSpeaking: (is) => {
      isSpeaking = is;
    },
    cancel: vi.fn(),
  };
  return { ears, recognizer, speaker };
}

function setUp(devices = fakeDevices()) {
  const sent: string[] = [];
  const answers: Array<(answer: string) => void> = [];
  const host: OfflineVoiceHost & { pending: boolean } = {
    pending: false,
    send: (text, onAnswer) => {
      sent.push(text);
      answers.push(onAnswer);
    },
    lastUserMessage: () => sent.at(-1) ?? null,
    isRequestPending: () => host.pending,
  };
  const hook = renderHook(() => useOfflineVoice(host, devices));
  return { ...devices, host, sent, answers, hook };
}

describe('offline voice', () => {
  it('listens, sends each phrase as a message, and reads the answer aloud', () => {
    const { ears, speaker, sent, answers, hook } = setUp();
    expect(hook.result.current.phase).toBe('idle');
    act(() => hook.result.current.start());
    expect(hook.result.current.phase).toBe('live');
    act(() => ears.hear(' add milk to my shopping list '));
    expect(sent).toEqual(['add milk to my shopping list']);
    act(() => answers[0]?.('I added milk to your shopping list.'));
    expect(speaker.spoken).toEqual(['I added milk to your shopping list.']);
  });

  it('skips blanks, repeats, phrases while a message is answered, and its own answer read aloud', () => {
    const { ears, host, speaker, sent, answers, hook } = setUp();
    act(() => hook.result.current.start());
    ears.hear('add eggs');
    ears.hear('   ');
    ears.hear('add eggs');
    host.pending = true;
    ears.hear('add flour');
    host.pending = false;
    answers[0]?.('I added eggs to your shopping list.');
    speaker.setSpeaking(true);
    ears.hear('I added eggs');
    ears.hear('add flour');
    speaker.setSpeaking(false);
    ears.hear('to your shopping list');
    expect(sent).toEqual(['add eggs', 'add flour', 'to your shopping list']);
  });

  it('stops listening and speaking when stopped, and says nothing of answers that come later', () => {
    const { ears, speaker, answers, hook } = setUp();
    act(() => hook.result.current.start());
    ears.hear('add eggs');
    act(() => hook.result.current.stop());
    expect(hook.result.current.phase).toBe('idle');
    expect(ears.stop).toHaveBeenCalledOnce();
    expect(speaker.cancel).toHaveBeenCalled();
    answers[0]?.('Added.');
    expect(speaker.spoken).toEqual([]);
  });

  it('goes back to idle when the recogniser fails', () => {
    const { ears, hook } = setUp();
    act(() => hook.result.current.start());
    act(() => ears.setState({ status: 'failed', reason: 'No microphone was found.' }));
    expect(hook.result.current.phase).toBe('idle');
  });

  it('explains, instead of starting, where the browser cannot hear', () => {
    const { hook } = setUp(fakeDevices('no-recognition', false));
    expect(hook.result.current.unavailableReason).toBe(
      'Voice chat needs speech recognition and speech synthesis, and this browser has neither. Type your message instead.',
    );
    act(() => hook.result.current.start());
    expect(hook.result.current.phase).toBe('idle');
    expect(setUp(fakeDevices('no-recognition', true)).hook.result.current.unavailableReason).toBe(
      'Voice chat needs speech recognition, which this browser does not have. Type your message instead.',
    );
  });
});
