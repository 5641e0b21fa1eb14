import { useCallback, useEffect, useRef, useState } from 'react';
import type { CookCommandSource, ListeningState } from './command-source.ts';
import type { CookCommand } from './voice-commands.ts';

export interface VoiceCommands {
  state: ListeningState;
  start: () => void;
  stop: () => void;
}

/** Listens to a command source while the cook wants it; always stops when cook mode closes. */
export function useVoiceCommands(
  source: CookCommandSource,
  onCommand: (command: CookCommand) => void,
): VoiceCommands {
  const [state, setState] = useState<ListeningState>({ status: 'idle' });
  const stopListening = useRef<(() => void) | null>(null);
  const onCommandRef = useRef(onCommand);
  onCommandRef.current = onCommand;

  const stop = useCallback(() => {
    const stopNow = stopListening.current;
    stopListening.current = null;
    stopNow?.();
  }, []);

  const start = useCallback(() => {
    if (stopListening.current) return;
    stopListening.current = source.listen(
      (command) => onCommandRef.current(command),
      (next) => {
        if (next.status !== 'listening') stopListening.current = null;
        setState(next);
      },
    );
  }, [source]);

  useEffect(() => stop, [stop]);

  return { state, start, stop };
}
