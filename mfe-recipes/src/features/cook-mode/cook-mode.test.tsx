import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookCommandSource, CookSpeaker, ListeningState } from './command-source.ts';
import { CookMode, type CookModeRecipe } from './cook-mode.tsx';
import type { TimerAlarm } from './timer-alarm.ts';
import type { CookCommand } from './voice-commands.ts';

// jsdom has <dialog> but not its modal methods; the browser's are exercised in e2e.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const soup: CookModeRecipe = {
  name: 'Tomato Soup',
  ingredients: ['2 tbsp olive oil', '1 onion, diced', '400 g canned tomatoes', 'Salt to taste'],
  instructions: [
    'Heat the oil and soften the onion for 5 minutes.',
    'Add the tomatoes and simmer for 20 minutes.',
    'Season with salt. Bake 25–30 min.',
  ],
};

class FakeCommandSource implements CookCommandSource {
  unavailableReason: string | null = null;
  emit: ((command: CookCommand, heard: string) => void) | null = null;
  isListening = false;
  listen(
    onCommand: (command: CookCommand, heard: string) => void,
    onState: (state: ListeningState) => void,
  ) {
    this.emit = onCommand;
    this.isListening = true;
    onState({ status: 'listening' });
    return () => {
      this.isListening = false;
      onState({ status: 'idle' });
    };
  }
  say(command: CookCommand) {
    act(() => this.emit?.(command, command));
  }
}

function fakeSpeaker() {
  return {
    speak: vi.fn<(text: string) => void>(),
    isSpeaking: vi.fn(() => false),
    cancel: vi.fn(),
  } satisfies CookSpeaker;
}

function fakeAlarm() {
  return {
    prepare: vi.fn(),
    ring: vi.fn(),
    silence: vi.fn(),
    dispose: vi.fn(),
  } satisfies TimerAlarm;
}

const release = vi.fn(async () => {});
const request = vi.fn(async () => ({ released: false, release }));

beforeEach(() => {
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

function renderCookMode(recipe: CookModeRecipe = soup) {
  const source = new FakeCommandSource();
  const speaker = fakeSpeaker();
  const alarm = fakeAlarm();
  const onExit = vi.fn();
  const view = render(
    <CookMode
      recipe={recipe}
      onExit={onExit}
      commandSource={source}
      speaker={speaker}
      alarm={alarm}
    />,
  );
  return { ...view, source, speaker, alarm, onExit };
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d+ of \d+$/ });
const liveRegion = () => screen.getByRole('status');
const timersTray = () => screen.getByRole('region', { name: 'Timers' });

describe('CookMode', () => {
  it('shows one step at a time, with the ingredients it uses', () => {
    renderCookMode();
    expect(screen.getByRole('dialog', { name: 'Cook mode: Tomato Soup' })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    expect(stepHeading()).toHaveFocus();
    const step = screen.getByRole('region', { name: 'Step 1 of 3' });
    expect(within(step).getByText(/soften the onion/)).toBeInTheDocument();
    expect(within(step).queryByText(/simmer/)).not.toBeInTheDocument();
    const forStep = screen.getByRole('region', { name: 'For this step' });
    const used = within(forStep).getAllByRole('listitem').slice(0, 2);
    expect(used.map((item) => item.textContent)).toEqual(['2 tbsp olive oil', '1 onion, diced']);
    expect(liveRegion()).toHaveTextContent('Step 1 of 3. Heat the oil');
  });

  it('moves between steps with Previous and Next, and Finish leaves', () => {
    const { onExit } = renderCookMode();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    expect(liveRegion()).toHaveTextContent('Step 2 of 3. Add the tomatoes and simmer');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Step 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('turns pages with the arrow keys and Space, and leaves on Escape', () => {
    const { onExit } = renderCookMode();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'ArrowRight' });
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    fireEvent.keyDown(document.activeElement ?? document, { key: 'ArrowLeft' });
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    stepHeading().focus();
    fireEvent.keyDown(stepHeading(), { key: ' ' });
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    // On a button, Space presses the button instead of turning the page.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Previous' }), { key: ' ' });
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('starts a detected timer that keeps running on other steps and rings at the end', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T18:00:00Z') });
    const { alarm } = renderCookMode();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('20 minutes', { selector: 'strong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start timer: 20 min' }));
    expect(alarm.prepare).toHaveBeenCalled();
    const clock = within(timersTray()).getByRole('timer');
    expect(clock).toHaveTextContent('20:00');
    expect(liveRegion()).toHaveTextContent('Timer started: 20 min.');
    act(() => vi.advanceTimersByTime(61_000));
    expect(clock).toHaveTextContent('18:59');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(timersTray()).getByRole('timer')).toHaveTextContent('18:59');
    expect(
      within(timersTray()).getByText('Add the tomatoes and simmer for 20 minutes'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(18 * 60_000 + 58_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(timersTray()).getByRole('timer')).toHaveTextContent('0:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Time’s up!Add the tomatoes and simmer for 20 minutes (step 2)',
    );
    expect(alarm.ring).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(alarm.silence).toHaveBeenCalled();
  });

  it('runs several timers at once, each paused, resumed or cancelled on its own', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T18:00:00Z') });
    renderCookMode();
    fireEvent.click(screen.getByRole('button', { name: 'Start timer: 5 min' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start timer: 20 min' }));
    expect(
      within(timersTray())
        .getAllByRole('timer')
        .map((timer) => timer.textContent),
    ).toEqual(['5:00', '20:00']);
    const onion = 'Heat the oil and soften the onion for 5 minutes';
    fireEvent.click(screen.getByRole('button', { name: `Pause ${onion}` }));
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(
      within(timersTray())
        .getAllByRole('timer')
        .map((timer) => timer.textContent),
    ).toEqual(['5:00', '10:00']);
    expect(within(timersTray()).getByText(/paused/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Resume ${onion}` }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(
      within(timersTray())
        .getAllByRole('timer')
        .map((timer) => timer.textContent),
    ).toEqual(['4:00', '9:00']);
    fireEvent.click(screen.getByRole('button', { name: `Cancel ${onion}` }));
    expect(within(timersTray()).getAllByRole('timer')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('times a range to its lower bound and says so', () => {
    renderCookMode();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText('25–30 min', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Set for 25 min, the lower end: check then.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start timer: 25–30 min' }));
    expect(within(timersTray()).getByRole('timer')).toHaveTextContent('25:00');
    expect(liveRegion()).toHaveTextContent('Timer started: 25 min, the lower end of 25–30 min.');
  });

  it('asks for the wake lock again when the cook comes back to the page', async () => {
    const sentinel = { released: false, release };
    request.mockResolvedValueOnce(sentinel);
    renderCookMode();
    await screen.findByText('The screen stays on while you cook.');
    // The browser drops the lock while the page is hidden.
    sentinel.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('keeps the screen awake while open and lets it sleep after', async () => {
    const { unmount, alarm } = renderCookMode();
    expect(request).toHaveBeenCalledWith('screen');
    await screen.findByText('The screen stays on while you cook.');
    unmount();
    expect(release).toHaveBeenCalled();
    expect(alarm.dispose).toHaveBeenCalled();
  });
});

describe('CookMode voice commands', () => {
  it('explains why voice is off where the browser cannot listen', () => {
    const source = new FakeCommandSource();
    source.unavailableReason = 'This browser has no speech recognition.';
    render(<CookMode recipe={soup} onExit={() => {}} commandSource={source} />);
    expect(screen.getByRole('button', { name: 'Voice commands' })).toBeDisabled();
    expect(screen.getByText('This browser has no speech recognition.')).toBeVisible();
  });

  it('follows next, back, repeat, start the timer and how long is left, answering aloud', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T18:00:00Z') });
    const { source, speaker } = renderCookMode();
    fireEvent.click(screen.getByRole('button', { name: 'Voice commands' }));
    expect(source.isListening).toBe(true);
    expect(screen.getByRole('button', { name: 'Listening: tap to stop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    source.say('next');
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    expect(speaker.speak).toHaveBeenLastCalledWith(
      'Step 2 of 3. Add the tomatoes and simmer for 20 minutes.',
    );
    source.say('timeLeft');
    expect(speaker.speak).toHaveBeenLastCalledWith('No timer is running.');
    source.say('startTimer');
    expect(within(timersTray()).getByRole('timer')).toHaveTextContent('20:00');
    source.say('startTimer');
    expect(speaker.speak).toHaveBeenLastCalledWith('The timer for this step is already running.');
    act(() => vi.advanceTimersByTime(90_000));
    source.say('timeLeft');
    expect(speaker.speak).toHaveBeenLastCalledWith(
      'Add the tomatoes and simmer for 20 minutes: 18 minutes 30 seconds left.',
    );
    expect(liveRegion()).toHaveTextContent('18 minutes 30 seconds left.');
    source.say('back');
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    source.say('back');
    expect(speaker.speak).toHaveBeenLastCalledWith('This is the first step.');
    source.say('repeat');
    expect(speaker.speak).toHaveBeenLastCalledWith(
      'Step 1 of 3. Heat the oil and soften the onion for 5 minutes.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Listening: tap to stop' }));
    expect(source.isListening).toBe(false);
  });

  it('does not take its own spoken answer for a command', () => {
    const { source, speaker } = renderCookMode();
    fireEvent.click(screen.getByRole('button', { name: 'Voice commands' }));
    speaker.isSpeaking.mockReturnValue(true);
    source.say('next');
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
  });

  it('stops listening when cook mode closes', () => {
    const { source, unmount } = renderCookMode();
    fireEvent.click(screen.getByRole('button', { name: 'Voice commands' }));
    unmount();
    expect(source.isListening).toBe(false);
  });
});
