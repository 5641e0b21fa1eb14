/**
 * What a cook can say with their hands full, and how a transcript becomes one of those
 * commands. Speech recognisers add words ("okay, next step please"), so a phrase matches when
 * it contains a command's words anywhere; the more specific commands are tried first.
 */
export type CookCommand = 'next' | 'back' | 'repeat' | 'startTimer' | 'timeLeft';

const commandPatterns: [CookCommand, RegExp][] = [
  [
    'timeLeft',
    /\b(?:how (?:much )?(?:time|long)(?: is| s|'s)? (?:left|remaining|to go)|how much longer|time (?:left|remaining)|how long (?:is |s )?(?:left|remaining|to go)|how long until)\b/,
  ],
  [
    'startTimer',
    /\b(?:(?:start|set|begin|run|go)(?: (?:the|a|my|that|this))? timers?|timer (?:start|on|go))\b/,
  ],
  ['back', /\b(?:go back|back|previous|prev|backwards?|last step|step before)\b/],
  ['next', /\b(?:next|forward|continue|go on|skip|move on|done)\b/],
  [
    'repeat',
    /\b(?:repeat|again|read (?:it|that|this|the step|step)|say (?:it|that)|what was that|pardon|come again|one more time)\b/,
  ],
];

function normalize(transcript: string): string {
  return transcript
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The command in one transcript, or null when it holds none. */
export function parseVoiceCommand(transcript: string): CookCommand | null {
  const phrase = normalize(transcript);
  if (!phrase) return null;
  for (const [command, pattern] of commandPatterns) if (pattern.test(phrase)) return command;
  return null;
}

/** The first command among a recogniser's alternatives, most likely first. */
export function firstVoiceCommand(alternatives: readonly string[]): CookCommand | null {
  for (const alternative of alternatives) {
    const command = parseVoiceCommand(alternative);
    if (command) return command;
  }
  return null;
}
