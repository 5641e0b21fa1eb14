import { Button } from '@app/ui';
import { Mic, MicOff } from 'lucide-react';
import type { ListeningState } from './command-source.ts';
import type { WakeLockState } from './use-wake-lock.ts';

interface VoicePanelProps {
  unavailableReason: string | null;
  state: ListeningState;
  onStart: () => void;
  onStop: () => void;
  wakeLock: WakeLockState;
}

const wakeLockTexts: Record<WakeLockState, string> = {
  pending: 'Keeping the screen on…',
  active: 'The screen stays on while you cook.',
  unsupported: 'This browser may let the screen turn off; tap it now and then.',
  failed: 'The screen could not be kept on; tap it now and then.',
};

/** The voice switch, what to say, and whether the screen is kept awake. */
export function VoicePanel({
  unavailableReason,
  state,
  onStart,
  onStop,
  wakeLock,
}: VoicePanelProps) {
  const isListening = state.status === 'listening';
  const reason = unavailableReason ?? (state.status === 'failed' ? state.reason : null);
  return (
    <section aria-labelledby="cook-voice" className="flex flex-col gap-3">
      <h2 id="cook-voice" className="font-semibold text-ink text-lg">
        Hands-free
      </h2>
      <Button
        variant={isListening ? 'primary' : 'secondary'}
        size="lg"
        className="min-h-12 w-full sm:w-auto sm:self-start"
        disabled={unavailableReason !== null}
        aria-pressed={unavailableReason === null ? isListening : undefined}
        aria-describedby="cook-voice-help"
        onClick={isListening ? onStop : onStart}
      >
        {isListening ? (
          <Mic className="size-5" aria-hidden="true" />
        ) : (
          <MicOff className="size-5" aria-hidden="true" />
        )}
        {isListening ? 'Listening: tap to stop' : 'Voice commands'}
      </Button>
      <div id="cook-voice-help" className="text-muted text-sm leading-relaxed">
        {reason ? (
          <p className="text-ink">{reason}</p>
        ) : (
          <p>
            Say “next”, “back”, “repeat”, “start the timer” or “how long is left”. Keys: ← → change
            steps, Esc leaves.
          </p>
        )}
      </div>
      <p className="text-muted text-sm">{wakeLockTexts[wakeLock]}</p>
    </section>
  );
}
