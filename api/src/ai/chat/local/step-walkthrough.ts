import { needsOpenRecipe } from './replies.ts';
import { timerLine } from './timers.ts';
import { assistantTexts, type Turn } from './turn.ts';

/** Where the cook wants to go in the open recipe's steps. */
export type StepMove =
  | { kind: 'start' }
  | { kind: 'next' }
  | { kind: 'back' }
  | { kind: 'repeat' }
  | { kind: 'restart' }
  | { kind: 'last' }
  | { kind: 'go-to'; step: number };

// The walkthrough keeps no state of its own: its place is its newest "Step N of M" answer.
const stepAnswerPattern = /^Step (\d+) of (\d+):/m;

const ordinals: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

const startPattern =
  /\b(walk (?:me|us) through|talk (?:me|us) through|take (?:me|us) through|step[- ]by[- ]step|guide me|cook (?:along|with me)|let'?s (?:cook|start|begin)|start cooking|read (?:me )?the (?:steps|method|instructions)|schritt für schritt|pas à pas|paso a paso|passo (?:a|dopo) passo)\b/iu;
const restartPattern =
  /\b(start (?:again|over)|from the (?:beginning|start|top)|restart|begin again|von vorne|recommencer|desde el principio|da capo)\b/iu;
const backPattern =
  /\b(go back|back|previous|prev|before that|zurück|précédent|anterior|indietro)\b/iu;
const repeatPattern =
  /\b(repeat|again|say that again|what was that|one more time|pardon|come again|wiederholen|répète|repite|ripeti)\b/iu;
const nextPattern =
  /\b(next|continue|go on|and then|then what|what now|weiter|nächster?|suivant|siguiente|avanti|prossimo)\b/iu;
const acknowledgementPattern = /^(ok(ay)?|done|got it|ready|finished|yes|yep|sure|alright|cool)\b/i;

/** The newest walkthrough answer: which step the cook is on, of how many. */
export function currentStep(turn: Turn): { step: number; total: number } | null {
  for (const text of assistantTexts(turn)) {
    const match = stepAnswerPattern.exec(text);
    if (match) return { step: Number(match[1]), total: Number(match[2]) };
  }
  return null;
}

function isLastAnswerAStep(turn: Turn): boolean {
  const last = assistantTexts(turn)[0];
  return last !== undefined && stepAnswerPattern.test(last);
}

/**
 * Reads a walkthrough command. Bare words ("next", "back", "ok") only count while a walkthrough
 * is going on, so "go back to the recipe list" elsewhere stays what it is.
 */
export function readStepMove(turn: Turn): StepMove | null {
  const text = turn.text.trim();
  const isWalking = currentStep(turn) !== null;
  const wordCount = text.split(/\s+/).length;
  const goTo = /\bstep\s*(?:number\s*)?(\d{1,2})\b/i.exec(text);
  const ordinal =
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\s+step\b/i.exec(
      text,
    );
  if (goTo?.[1] && (isWalking || turn.recipe) && !/\bStep \d+ of \d+/i.test(text)) {
    return { kind: 'go-to', step: Number(goTo[1]) };
  }
  if (ordinal?.[1] && (isWalking || turn.recipe)) {
    const word = ordinal[1].toLowerCase();
    if (word === 'last') return { kind: 'last' };
    if (word === 'first' && !isWalking) return { kind: 'start' };
    return { kind: 'go-to', step: ordinals[word] ?? 1 };
  }
  if (startPattern.test(text)) return { kind: 'start' };
  if (!isWalking || wordCount > 8) return null;
  if (restartPattern.test(text)) return { kind: 'restart' };
  if (backPattern.test(text)) return { kind: 'back' };
  if (repeatPattern.test(text)) return { kind: 'repeat' };
  if (nextPattern.test(text)) return { kind: 'next' };
  if (isLastAnswerAStep(turn) && wordCount <= 3 && acknowledgementPattern.test(text)) {
    return { kind: 'next' };
  }
  return null;
}

function stepAnswer(steps: readonly string[], number: number, notice: string | null): string {
  const step = steps[number - 1] ?? '';
  const lines = [`Step ${number} of ${steps.length}: ${step}`];
  const timer = timerLine(step);
  if (timer) lines.push(timer);
  if (notice) lines.push(notice);
  else if (number === steps.length) lines.push("That's the last step.");
  else if (number === 1) lines.push('Say "next", "back" or "repeat" when you\'re ready.');
  return lines.join('\n');
}

/** One step per answer: "Step 2 of 6: …", with its timer. */
export function walkThrough(turn: Turn, move: StepMove): string {
  const { recipe } = turn;
  if (!recipe) return needsOpenRecipe('walk me through it step by step');
  const steps = recipe.instructions.filter((step) => step.trim() !== '');
  if (steps.length === 0) return `${recipe.name} has no steps to walk through yet.`;
  const total = steps.length;
  // A recipe edited mid-walkthrough can have fewer steps than the last answer said.
  const at = Math.min(currentStep(turn)?.step ?? 0, total);

  switch (move.kind) {
    case 'start':
    case 'restart':
      return stepAnswer(steps, 1, null);
    case 'repeat':
      return stepAnswer(steps, Math.max(at, 1), null);
    case 'last':
      return stepAnswer(steps, total, null);
    case 'back':
      if (at <= 1) return stepAnswer(steps, 1, "That's the first step.");
      return stepAnswer(steps, at - 1, null);
    case 'next':
      if (at >= total) {
        return `That was the last step of ${recipe.name}. Enjoy your meal! Say "start again" to go through it once more.`;
      }
      return stepAnswer(steps, at + 1, null);
    case 'go-to':
      if (move.step < 1 || move.step > total) {
        return `${recipe.name} has ${total} steps. Say a step from 1 to ${total}.`;
      }
      return stepAnswer(steps, move.step, null);
  }
}
