import { Button, ProgressBar } from '@app/ui';
import { browserSpeaker } from '@app/ui/speech-speaker';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CookCommandSource, CookSpeaker } from './command-source.ts';
import { CookStep, timerIdOf } from './cook-step.tsx';
import { remainingMs } from './cook-timers.ts';
import { formatDuration, spokenDuration } from './format-duration.ts';
import { speechRecognitionSource } from './speech-recognition-source.ts';
import { ingredientsForStep } from './step-ingredients.ts';
import { StepIngredientsPanel } from './step-ingredients-panel.tsx';
import { detectTimers } from './step-timers.ts';
import { browserAlarm, type TimerAlarm } from './timer-alarm.ts';
import { TimerAlerts } from './timer-alerts.tsx';
import { TimerTray } from './timer-tray.tsx';
import { useCookTimers } from './use-cook-timers.ts';
import { useVoiceCommands } from './use-voice-commands.ts';
import { useWakeLock } from './use-wake-lock.ts';
import type { CookCommand } from './voice-commands.ts';
import { VoicePanel } from './voice-panel.tsx';

export interface CookModeRecipe {
  name: string;
  ingredients: readonly string[];
  instructions: readonly string[];
}

export interface CookModeProps {
  recipe: CookModeRecipe;
  /** Leaving asks nothing: timers, the wake lock and the microphone are released. */
  onExit: () => void;
  /** Where voice commands come from; the browser's speech recognition by default. */
  commandSource?: CookCommandSource;
  speaker?: CookSpeaker;
  alarm?: TimerAlarm;
}

const interactive = 'button, a, input, select, textarea, summary, [role="button"]';

/**
 * Cook mode: a full-screen modal dialog over the recipe page, one step at a time in large
 * type, with the step's ingredients, its timers, voice commands and the screen kept awake.
 * A dialog rather than a route keeps the spec's route table as it is, and the phone's back
 * gesture closes it like any modal dialog.
 */
export function CookMode({ recipe, onExit, commandSource, speaker, alarm }: CookModeProps) {
  const [source] = useState(() => commandSource ?? speechRecognitionSource());
  const [voice] = useState(() => speaker ?? browserSpeaker());
  const [sound] = useState(() => alarm ?? browserAlarm());
  const steps = recipe.instructions;
  const [stepIndex, setStepIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wakeLock = useWakeLock();
  const detected = useMemo(() => steps.map(detectTimers), [steps]);
  const used = useMemo(
    () => steps.map((step) => ingredientsForStep(step, recipe.ingredients)),
    [steps, recipe.ingredients],
  );
  const { timers, now, start, pause, resume, remove } = useCookTimers((timer) => sound.ring(timer));
  const lastIndex = Math.max(0, steps.length - 1);

  const announce = (text: string, isSpoken: boolean) => {
    // The same words twice must still be read out: a changed text is what a live region reports.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
    if (isSpoken) voice.speak(text);
  };
  const stepSpeech = (index: number) =>
    `Step ${index + 1} of ${steps.length}. ${steps[index] ?? ''}`;

  const goTo = (index: number, isSpoken = false) => {
    const next = Math.min(Math.max(index, 0), lastIndex);
    if (next === stepIndex) return;
    setStepIndex(next);
    announce(stepSpeech(next), isSpoken);
  };

  const startStepTimer = (timerIndex: number, isSpoken = false) => {
    const found = detected[stepIndex]?.[timerIndex];
    if (!found) return;
    sound.prepare();
    start({
      id: timerIdOf(stepIndex, timerIndex),
      stepIndex,
      name: found.context,
      label: found.label,
      durationMs: found.seconds * 1000,
    });
    const range = found.upperSeconds === null ? '' : `, the lower end of ${found.label}`;
    announce(`Timer started: ${formatDuration(found.seconds)}${range}.`, isSpoken);
  };

  const timeLeft = (): string => {
    const active = timers
      .filter((timer) => timer.status !== 'done')
      .sort((a, b) => remainingMs(a, Date.now()) - remainingMs(b, Date.now()));
    if (active.length === 0) return 'No timer is running.';
    return active
      .map((timer) => {
        const left = spokenDuration(remainingMs(timer, Date.now()));
        return `${timer.name}: ${left} left${timer.status === 'paused' ? ', paused' : ''}.`;
      })
      .join(' ');
  };

  const onCommand = (command: CookCommand) => {
    // The recogniser may hear cook mode's own voice ("…then continue…"): not a command.
    if (voice.isSpeaking()) return;
    if (command === 'next') {
      if (stepIndex < lastIndex) goTo(stepIndex + 1, true);
      else announce('That was the last step.', true);
    } else if (command === 'back') {
      if (stepIndex > 0) goTo(stepIndex - 1, true);
      else announce('This is the first step.', true);
    } else if (command === 'repeat') {
      announce(stepSpeech(stepIndex), true);
    } else if (command === 'startTimer') {
      const stepTimers = detected[stepIndex] ?? [];
      const idle = stepTimers.findIndex((_, timerIndex) => {
        const timer = timers.find((each) => each.id === timerIdOf(stepIndex, timerIndex));
        return !timer || timer.status === 'done';
      });
      if (stepTimers.length === 0) announce('This step has no timer.', true);
      else if (idle < 0) announce('The timer for this step is already running.', true);
      else startStepTimer(idle, true);
    } else {
      announce(timeLeft(), true);
    }
  };
  const listening = useVoiceCommands(source, onCommand);

  // Open as a modal (the page behind goes inert), focus the step, and tidy up on the way out.
  // Once per opening: later steps are announced by the navigation itself.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    headingRef.current?.focus();
    setAnnouncement(`Cook mode. Step 1 of ${steps.length}. ${steps[0] ?? ''}`);
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  useEffect(
    () => () => {
      sound.dispose();
      voice.cancel();
    },
    [sound, voice],
  );

  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  keyHandler.current = (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === 'Escape') {
      event.preventDefault();
      onExit();
    } else if (event.key === 'ArrowRight' || event.key === 'PageDown') {
      event.preventDefault();
      goTo(stepIndex + 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
      event.preventDefault();
      goTo(stepIndex - 1);
    } else if (event.key === ' ' && !target?.closest(interactive)) {
      // Space turns the page, except on a control, where it presses that control.
      event.preventDefault();
      goTo(stepIndex + (event.shiftKey ? -1 : 1));
    }
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const isFirst = stepIndex === 0;
  const isLast = stepIndex === lastIndex;
  return (
    <dialog
      ref={dialogRef}
      aria-label={`Cook mode: ${recipe.name}`}
      onCancel={(event) => {
        // Escape or the phone's back gesture: leave without asking.
        event.preventDefault();
        onExit();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none border-0 bg-surface p-0 text-ink backdrop:bg-surface"
    >
      <div className="flex h-full flex-col">
        <header className="shrink-0 border-line border-b bg-raised">
          <div className="mx-auto flex max-w-5xl items-center gap-2 px-2 py-1 sm:px-4">
            <Button
              variant="ghost"
              size="icon"
              className="size-12 shrink-0"
              aria-label="Exit cook mode"
              onClick={onExit}
            >
              <X className="size-7" aria-hidden="true" />
            </Button>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-muted text-xs uppercase tracking-wide">Cook mode</p>
              <p className="truncate font-display font-semibold text-ink text-lg">{recipe.name}</p>
            </div>
          </div>
          <ProgressBar
            value={stepIndex + 1}
            max={Math.max(steps.length, 1)}
            label={`Step ${stepIndex + 1} of ${steps.length}`}
            className="[&>[role=progressbar]]:h-1.5 [&>[role=progressbar]]:rounded-none"
          />
        </header>
        <TimerAlerts
          timers={timers}
          onDismiss={(id) => {
            sound.silence();
            remove(id);
          }}
        />
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <div className="mx-auto grid max-w-5xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12 lg:py-10">
            <CookStep
              stepIndex={stepIndex}
              stepCount={steps.length}
              text={steps[stepIndex] ?? ''}
              detected={detected[stepIndex] ?? []}
              timers={timers}
              now={now}
              onStartTimer={(timerIndex) => startStepTimer(timerIndex)}
              headingRef={headingRef}
            />
            <div className="flex flex-col gap-8">
              <StepIngredientsPanel ingredients={recipe.ingredients} used={used[stepIndex] ?? []} />
              <VoicePanel
                unavailableReason={source.unavailableReason}
                state={listening.state}
                onStart={() => {
                  sound.prepare();
                  listening.start();
                }}
                onStop={listening.stop}
                wakeLock={wakeLock}
              />
            </div>
          </div>
        </div>
        <TimerTray timers={timers} now={now} onPause={pause} onResume={resume} onCancel={remove} />
        <nav aria-label="Steps" className="shrink-0 border-line border-t bg-raised">
          <div className="mx-auto flex max-w-5xl gap-3 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button
              variant="secondary"
              size="lg"
              className="h-14 flex-1"
              // Not disabled: a disabled button would drop the keyboard focus.
              aria-disabled={isFirst || undefined}
              onClick={() => goTo(stepIndex - 1)}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
              Previous
            </Button>
            <Button
              size="lg"
              className="h-14 flex-1"
              onClick={() => (isLast ? onExit() : goTo(stepIndex + 1))}
            >
              {isLast ? 'Finish' : 'Next'}
              {!isLast && <ChevronRight className="size-6" aria-hidden="true" />}
            </Button>
          </div>
        </nav>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </dialog>
  );
}
