import { toast } from '@app/ui';
import { browserSpeechRecognizer, type SpeechRecognizer } from '@app/ui/speech-recognizer';
import { browserSpeaker, type SpeechSpeaker } from '@app/ui/speech-speaker';
import { useCallback, useEffect, useRef, useState } from 'react';
import { transcriptToSend } from './transcript-rule.ts';
import type { VoicePhase } from './use-voice-chat.ts';
import { offlineVoiceUnavailable, voiceErrorTitle } from './voice-texts.ts';

/** What offline voice needs from the chat window it speaks into. */
export interface OfflineVoiceHost {
  /** Asks the assistant (a text turn: offline, the local assistant runs the tools). */
  send: (text: string, onAnswer: (answer: string) => void) => void;
  lastUserMessage: () => string | null;
  isRequestPending: () => boolean;
}

export interface OfflineVoice {
  phase: VoicePhase;
  /** Why this browser cannot do voice without the server's realtime model; null when it can. */
  unavailableReason: string | null;
  start: () => void;
  stop: () => void;
}

export interface SpeechDevices {
  recognizer: SpeechRecognizer;
  speaker: SpeechSpeaker;
}

/**
 * Voice with no realtime model on the server (spec issue: offline voice): the browser's speech
 * recognition hears the cook, each final phrase goes through the transcript rule of spec §4 and
 * is sent as a typed message would be (the local assistant answers and runs the tools), and the
 * answer is read aloud with the browser's speech synthesis. Same states as online voice:
 * 'Starting voice...' until the recogniser listens, then 'Voice chat live'. What it hears of the
 * answer while (or just after) it is read is not the cook, and is skipped.
 */
export function useOfflineVoice(host: OfflineVoiceHost, devices?: SpeechDevices): OfflineVoice {
  const [{ recognizer, speaker }] = useState<SpeechDevices>(
    () => devices ?? { recognizer: browserSpeechRecognizer(), speaker: browserSpeaker() },
  );
  const [phase, setPhase] = useState<VoicePhase>('idle');
  const stopListening = useRef<(() => void) | null>(null);
  const lastAnswer = useRef('');
  const latest = useRef(host);
  latest.current = host;
  const unavailableReason = recognizer.unavailable
    ? offlineVoiceUnavailable(recognizer.unavailable, speaker.canSpeak)
    : null;

  const stop = useCallback(() => {
    const stopNow = stopListening.current;
    stopListening.current = null;
    stopNow?.();
    speaker.cancel();
    setPhase('idle');
  }, [speaker]);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    if (stopListening.current || unavailableReason) return;
    setPhase('starting');
    const session = { isActive: true, stop: () => {} };
    const stopRecognizer = recognizer.listen(
      ([heard = '']) => {
        if (!session.isActive || isEcho(heard, lastAnswer.current, speaker)) return;
        const current = latest.current;
        const text = transcriptToSend(heard, {
          lastUserMessage: current.lastUserMessage(),
          isRequestPending: current.isRequestPending(),
        });
        if (text === null) return;
        current.send(text, (answer) => {
          // Read aloud only while the cook still has voice on.
          if (!session.isActive || !answer.trim()) return;
          lastAnswer.current = answer;
          speaker.speak(answer);
        });
      },
      (state) => {
        if (state.status === 'listening') {
          if (session.isActive) setPhase('live');
          return;
        }
        session.isActive = false;
        if (stopListening.current === session.stop) stopListening.current = null;
        setPhase('idle');
        if (state.status === 'failed') {
          toast({ title: voiceErrorTitle, description: state.reason, variant: 'destructive' });
        }
      },
    );
    session.stop = () => {
      session.isActive = false;
      stopRecognizer();
    };
    // A recogniser that failed at once has said so already.
    if (session.isActive) stopListening.current = session.stop;
  }, [recognizer, speaker, unavailableReason]);

  return { phase, unavailableReason, start, stop };
}

/** The recogniser heard the speaker: words of the answer being read, or just read. */
function isEcho(heard: string, answer: string, speaker: SpeechSpeaker): boolean {
  if (!speaker.isSpeaking()) return false;
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const phrase = words(heard);
  return phrase !== '' && words(answer).includes(phrase);
}
