/** Reads text aloud, and says whether a recogniser may be hearing it right now. */
export interface SpeechSpeaker {
  /** False where the browser has no speech synthesis: `speak` then does nothing. */
  readonly canSpeak: boolean;
  speak(text: string): void;
  /** True while speaking and just after, when a recogniser may still be hearing the answer. */
  isSpeaking(): boolean;
  cancel(): void;
}

// A recogniser delivers its result a moment after the voice stops: what it hears from the
// speaker until then is an echo.
const echoMs = 1500;

/** The browser's speech synthesis where it has it; silent (and never failing) where it does not. */
export function browserSpeaker(): SpeechSpeaker {
  const synthesis: SpeechSynthesis | null = globalThis.speechSynthesis ?? null;
  const canSpeak = synthesis !== null && typeof SpeechSynthesisUtterance !== 'undefined';
  let speakingUntil = 0;
  let isTalking = false;
  return {
    canSpeak,
    speak(text) {
      if (!synthesis || !canSpeak) return;
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = document.documentElement.lang || navigator.language || 'en-US';
      isTalking = true;
      const finish = () => {
        isTalking = false;
        speakingUntil = Date.now() + echoMs;
      };
      utterance.onend = finish;
      utterance.onerror = finish;
      synthesis.speak(utterance);
    },
    isSpeaking() {
      return isTalking || Date.now() < speakingUntil;
    },
    cancel() {
      isTalking = false;
      synthesis?.cancel();
    },
  };
}
