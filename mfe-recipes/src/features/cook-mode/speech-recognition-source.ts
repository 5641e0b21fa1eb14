import { browserSpeechRecognizer, type SpeechScope } from '@app/ui/speech-recognizer';
import type { CookCommandSource } from './command-source.ts';
import { firstVoiceCommand } from './voice-commands.ts';

const unavailableReasons = {
  'no-recognition':
    'This browser has no speech recognition. Use the buttons or the arrow keys instead.',
  'insecure-page': 'Voice commands need a secure (https) page.',
} as const;

/** Voice commands through the browser's SpeechRecognition (webkitSpeechRecognition). */
export function speechRecognitionSource(scope?: SpeechScope): CookCommandSource {
  // Several alternatives: "necks" may be heard first where "next" was said.
  const recognizer = browserSpeechRecognizer(scope, { maxAlternatives: 3 });
  const unavailableReason = recognizer.unavailable && unavailableReasons[recognizer.unavailable];
  return {
    unavailableReason,
    listen(onCommand, onState) {
      if (unavailableReason) {
        onState({ status: 'failed', reason: unavailableReason });
        return () => {};
      }
      return recognizer.listen((heard) => {
        const command = firstVoiceCommand(heard);
        if (command) onCommand(command, heard[0] ?? '');
      }, onState);
    },
  };
}
