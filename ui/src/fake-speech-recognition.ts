import { vi } from 'vitest';

/**
 * For tests: a stand-in for the browser's SpeechRecognition that records how it was set up and
 * started, and hands on what a test says it heard. `latest` is the last one constructed.
 */
export class FakeSpeechRecognition {
  static latest: FakeSpeechRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 1;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn();
  abort = vi.fn();
  constructor() {
    FakeSpeechRecognition.latest = this;
  }
  /** One final result with these alternatives, best first. */
  hear(...alternatives: string[]) {
    const result = Object.assign(
      alternatives.map((transcript) => ({ transcript })),
      { isFinal: true },
    );
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}
