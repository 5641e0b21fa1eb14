/**
 * What happens when a timer ends, beyond the on-screen alert: a beeping sound made with the
 * Web Audio API (no audio file to download or cache) and a system notification when the cook
 * has allowed them, so the alarm reaches a cook who switched tabs.
 */
export interface TimerAlarm {
  /** Called from the click that starts a timer: browsers only allow sound after a gesture. */
  prepare(): void;
  ring(timer: { id: string; name: string }): void;
  /** Silences the sound (the alert was dismissed). */
  silence(): void;
  /** Releases the audio device (cook mode closed). */
  dispose(): void;
}

// Three short beeps, four times over about five seconds.
const beepSeconds = 0.16;
const beepGapSeconds = 0.24;
const rounds = 4;
const roundSeconds = 1.4;

export function browserAlarm(): TimerAlarm {
  let audio: AudioContext | null = null;
  let playing: OscillatorNode[] = [];

  const context = (): AudioContext | null => {
    if (audio) return audio;
    if (typeof AudioContext === 'undefined') return null;
    try {
      audio = new AudioContext();
    } catch {
      return null;
    }
    return audio;
  };

  const beep = (at: number, target: AudioContext) => {
    const oscillator = target.createOscillator();
    const gain = target.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + beepSeconds);
    oscillator.connect(gain).connect(target.destination);
    oscillator.start(at);
    oscillator.stop(at + beepSeconds + 0.02);
    playing.push(oscillator);
    oscillator.onended = () => {
      playing = playing.filter((node) => node !== oscillator);
    };
  };

  return {
    prepare() {
      void context()
        ?.resume()
        .catch(() => {});
      if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
        void Notification.requestPermission().catch(() => {});
      }
    },
    ring(timer) {
      const target = context();
      if (target) {
        void target.resume().catch(() => {});
        const start = target.currentTime + 0.05;
        for (let round = 0; round < rounds; round++) {
          for (let index = 0; index < 3; index++) {
            beep(start + round * roundSeconds + index * beepGapSeconds, target);
          }
        }
      }
      notify(timer);
    },
    silence() {
      for (const oscillator of playing) {
        try {
          oscillator.stop();
        } catch {
          // Already stopped.
        }
      }
      playing = [];
    },
    dispose() {
      this.silence();
      void audio?.close().catch(() => {});
      audio = null;
    },
  };
}

function notify(timer: { id: string; name: string }): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const title = 'Timer done';
  const options: NotificationOptions = { body: timer.name, tag: `cook-timer-${timer.id}` };
  try {
    new Notification(title, options);
  } catch {
    // Android Chrome only shows notifications through the service worker.
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, options))
      .catch(() => {});
  }
}
