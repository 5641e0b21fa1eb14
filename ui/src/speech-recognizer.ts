/*
 * The browser's speech recognition (SpeechRecognition, or webkitSpeechRecognition in Chrome and
 * Safari), wrapped for anything that listens to the cook: cook mode's voice commands, the
 * assistant's offline voice. No UI: callers say in their own words what to do without it.
 */

/** The part of the Web Speech API's SpeechRecognition used here. */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

type RecognitionConstructor = new () => Recognition;

/** Where the recogniser is looked up (the window; a fake one in tests). */
export interface SpeechScope {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
  isSecureContext?: boolean;
}

/** Whether a recogniser is listening, and why it stopped when it failed. */
export type SpeechListeningState =
  | { status: 'idle' }
  | { status: 'listening' }
  | { status: 'failed'; reason: string };

/** Why a browser cannot listen: it has no recogniser, or the page is not https. */
export type SpeechUnavailable = 'no-recognition' | 'insecure-page';

export interface SpeechRecognizer {
  /** Null when the browser can listen here. */
  readonly unavailable: SpeechUnavailable | null;
  /**
   * Listens until stopped (restarting after Chrome's silences, a few times): `onPhrase` gets
   * each final phrase's alternatives, most likely first. Answers the function that stops it.
   */
  listen(
    onPhrase: (alternatives: string[]) => void,
    onState: (state: SpeechListeningState) => void,
  ): () => void;
}

const failures: Record<string, string> = {
  'not-allowed': 'Microphone access is blocked. Allow it in the site settings to use voice.',
  'service-not-allowed': 'This browser does not allow speech recognition on this page.',
  'audio-capture': 'No microphone was found.',
  network: 'Speech recognition needs a connection to the browser’s speech service.',
  'language-not-supported': 'Speech recognition does not support this language here.',
};

// Chrome ends a continuous session after a silence; it is restarted, but not in a tight loop.
const maxRestartsWithoutSpeech = 5;

export function browserSpeechRecognizer(
  scope: SpeechScope = globalThis as SpeechScope,
  options: { maxAlternatives?: number } = {},
): SpeechRecognizer {
  const Constructor = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  const unavailable: SpeechUnavailable | null = !Constructor
    ? 'no-recognition'
    : scope.isSecureContext === false
      ? 'insecure-page'
      : null;

  return {
    unavailable,
    listen(onPhrase, onState) {
      if (!Constructor || unavailable) {
        onState({ status: 'failed', reason: 'Voice is not available.' });
        return () => {};
      }
      const recognition = new Constructor();
      recognition.continuous = true;
      recognition.interimResults = false;
      recognition.maxAlternatives = options.maxAlternatives ?? 1;
      recognition.lang = document.documentElement.lang || navigator.language || 'en-US';
      let isStopped = false;
      let restarts = 0;
      const fail = (state: SpeechListeningState) => {
        isStopped = true;
        onState(state);
      };
      const begin = () => {
        try {
          recognition.start();
          onState({ status: 'listening' });
        } catch {
          fail({ status: 'failed', reason: 'Speech recognition could not start.' });
        }
      };
      recognition.onresult = (event) => {
        restarts = 0;
        for (let index = event.resultIndex; index < event.results.length; index++) {
          const result = event.results[index];
          if (!result?.isFinal) continue;
          onPhrase(Array.from(result, (alternative) => alternative.transcript));
        }
      };
      recognition.onerror = ({ error }) => {
        if (error === 'no-speech' || error === 'aborted') return;
        fail({ status: 'failed', reason: failures[error] ?? 'Voice stopped.' });
      };
      recognition.onend = () => {
        if (isStopped) return;
        restarts += 1;
        if (restarts > maxRestartsWithoutSpeech) {
          fail({ status: 'idle' });
          return;
        }
        begin();
      };
      begin();
      return () => {
        if (isStopped) return;
        isStopped = true;
        recognition.abort();
        onState({ status: 'idle' });
      };
    },
  };
}
