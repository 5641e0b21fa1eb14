import { cn } from '@app/ui';
import { useId, useState } from 'react';
import { type OfflineVoiceHost, type SpeechDevices, useOfflineVoice } from './use-offline-voice.ts';
import { useVoiceChat, type VoiceChatHost } from './use-voice-chat.ts';
import { voiceStatusText } from './voice-texts.ts';

interface VoiceControlProps {
  host: VoiceChatHost & OfflineVoiceHost;
  recipeId: number | null;
  /** The browser's recognition and synthesis unless given (tests). */
  speechDevices?: SpeechDevices;
}

/**
 * The voice bar under the chat window's header: the microphone button and the status line
 * (spec §4). Mounted while the window is open, minimized included; closing the chat unmounts it,
 * which ends the call. Voice is the server's realtime model; once the server says it has none
 * (no AI key), the browser's own speech recognition and synthesis take over for this window, and
 * where the browser has no recogniser the bar says why instead of failing.
 */
export function VoiceControl({ host, recipeId, speechDevices }: VoiceControlProps) {
  const [isOffline, setIsOffline] = useState(false);
  const offline = useOfflineVoice(host, speechDevices);
  const online = useVoiceChat({
    host,
    recipeId,
    onOfflineVoice: () => {
      setIsOffline(true);
      offline.start();
    },
  });
  const { phase, start, stop } = isOffline ? offline : online;
  const unavailableReason = isOffline ? offline.unavailableReason : null;
  const reasonId = useId();
  const isOn = phase !== 'idle';
  return (
    <div className="flex items-center gap-3 border-line border-b bg-sunken/60 px-3 py-2">
      <button
        type="button"
        onClick={unavailableReason ? undefined : isOn ? stop : start}
        aria-label={isOn ? 'Stop voice chat' : 'Start voice chat'}
        title={unavailableReason ?? (isOn ? 'Stop voice chat' : 'Start voice chat')}
        aria-disabled={unavailableReason ? true : undefined}
        aria-describedby={unavailableReason ? reasonId : undefined}
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
          unavailableReason
            ? 'cursor-not-allowed border border-line bg-sunken text-muted'
            : isOn
              ? 'cursor-pointer bg-primary text-primary-ink hover:bg-primary-hover'
              : 'cursor-pointer border border-line bg-raised text-ink hover:bg-sunken',
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {isOn ? (
            <rect x="7" y="7" width="10" height="10" rx="1.5" />
          ) : (
            <>
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
              {unavailableReason && <path d="M4 4l16 16" />}
            </>
          )}
        </svg>
      </button>
      <p className="flex min-w-0 items-center gap-2 text-sm" role="status">
        {unavailableReason ? (
          <span id={reasonId} className="text-muted">
            {unavailableReason}
          </span>
        ) : (
          <>
            {phase === 'live' && (
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 animate-pulse rounded-full bg-herb motion-reduce:animate-none"
              />
            )}
            <span
              className={cn('truncate', phase === 'idle' ? 'text-muted' : 'font-medium text-ink')}
            >
              {voiceStatusText[phase]}
            </span>
            {isOffline && phase !== 'idle' && (
              <span className="shrink-0 text-muted text-xs">Offline voice</span>
            )}
          </>
        )}
      </p>
    </div>
  );
}
