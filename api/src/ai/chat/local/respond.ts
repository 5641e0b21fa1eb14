import type { ChatModelRequest } from '../../../modules/chat/chat-model.ts';
import { chatToolArguments } from '../../../modules/chat/chat-tools.ts';
import { answerConversion } from './conversion-request.ts';
import { answerDiet } from './diet-adaptation.ts';
import { answerSwapQuestion } from './ingredient-swaps.ts';
import { detectIntent, type Intent } from './intents.ts';
import { answerPastedRecipe, answerSave } from './recipe-saving.ts';
import { answerSearch } from './recipe-search.ts';
import {
  capabilities,
  farewell,
  greeting,
  misunderstood,
  offlineNotice,
  thanks,
  toolUnavailable,
} from './replies.ts';
import { answerScale } from './scale-request.ts';
import { answerShopping } from './shopping-request.ts';
import { walkThrough } from './step-walkthrough.ts';
import { answerTimers } from './timers.ts';
import { type Reply, readTurn, say, type Turn } from './turn.ts';

/** A turn never runs more tool rounds than this, whatever the rules would like. */
export const maxToolRounds = 3;

function answer(turn: Turn, intent: Intent): Reply {
  switch (intent.kind) {
    case 'greeting':
      return say(greeting());
    case 'thanks':
      return say(thanks());
    case 'farewell':
      return say(farewell());
    case 'help':
      return say(capabilities());
    case 'convert':
      return answerConversion(turn, intent.request);
    case 'walkthrough':
      return say(walkThrough(turn, intent.move));
    case 'shopping':
      return answerShopping(turn, intent.request);
    case 'diet':
      return answerDiet(turn, intent.request);
    case 'search':
      return answerSearch(turn, intent.request);
    case 'scale':
      return answerScale(turn, intent.request);
    case 'save':
      return answerSave(turn);
    case 'timers':
      return say(answerTimers(turn));
    case 'swap-question':
      return say(answerSwapQuestion(intent.ingredient));
    case 'pasted-recipe':
      return answerPastedRecipe(turn);
    case 'unknown':
      return say(offlineNotice(turn));
  }
}

function isRepeat(turn: Turn, reply: Extract<Reply, { kind: 'tool' }>): boolean {
  const sent = JSON.stringify(reply.arguments);
  return turn.rounds.some(
    (round) => round.name === reply.name && JSON.stringify(round.arguments) === sent,
  );
}

/**
 * The next step of a turn: a tool call, or the answer. Every call is checked against the tool's
 * schema and the tools this request offers; the loop stops after `maxToolRounds` calls or when a
 * call would repeat one already made.
 */
export function respond(request: ChatModelRequest): Reply {
  const turn = readTurn(request);
  const reply = answer(turn, detectIntent(turn));
  if (reply.kind === 'text') return reply;
  if (!turn.availableTools.has(reply.name)) return say(toolUnavailable(reply.name));
  if (!chatToolArguments[reply.name].safeParse(reply.arguments).success) {
    return say(misunderstood());
  }
  if (turn.rounds.length >= maxToolRounds || isRepeat(turn, reply)) {
    return say(misunderstood());
  }
  return reply;
}
