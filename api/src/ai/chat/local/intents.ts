import type { ChatToolArguments } from '../../../modules/chat/chat-tools.ts';
import { readConversionRequest } from './conversion-request.ts';
import { type DietRequest, readDietRequest } from './diet-adaptation.ts';
import { readSwapQuestion } from './ingredient-swaps.ts';
import { isRecipeText } from './recipe-saving.ts';
import { readSaveScaled, readScaleRequest, type ScaleRequest } from './scale-request.ts';
import { readSearchRequest, type SearchRequest } from './search-request.ts';
import { readShoppingRequest, type ShoppingRequest } from './shopping-request.ts';
import { readStepMove, type StepMove } from './step-walkthrough.ts';
import type { Turn } from './turn.ts';

/** What the cook asked for, as far as offline rules can tell. */
export type Intent =
  | { kind: 'greeting' | 'thanks' | 'farewell' | 'help' | 'save' | 'timers' | 'pasted-recipe' }
  | { kind: 'convert'; request: ChatToolArguments<'convert_units'> }
  | { kind: 'walkthrough'; move: StepMove }
  | { kind: 'diet'; request: DietRequest }
  | { kind: 'shopping'; request: ShoppingRequest }
  | { kind: 'scale'; request: ScaleRequest }
  | { kind: 'search'; request: SearchRequest }
  | { kind: 'swap-question'; ingredient: string }
  | { kind: 'unknown' };

const greeting =
  /^(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening)|hallo|servus|moin|bonjour|salut|hola|buenas|ciao|buongiorno|guten (?:tag|morgen|abend))(?:\s+(?:there|chef|assistant|again|everyone))?[\s!.,]*$/iu;
const thanks =
  /^(?:(?:ok(?:ay)?|great|perfect|awesome|nice|lovely|cool|brilliant|super|wonderful)[,!.\s]+)?(?:thanks?(?: you)?(?: so much| a lot| very much)?|thx|ty|cheers|merci(?: beaucoup)?|danke(?: schön| sehr)?|gracias|grazie(?: mille)?)\b[\s\S]{0,30}$/iu;
const farewell =
  /^(?:bye|goodbye|good night|see you|see ya|ciao|tschüss|au revoir|adiós|adios)\b[\s!.,]*$/iu;
const help =
  /\b(what can you do|what do you do|how can you help|help me|^help\b|what are you able|your (?:features|skills|commands)|how does this work)\b/iu;
const save =
  /\b(save|keep|store|speichern|guardar|enregistrer|salva)\b.*\b(recipe|this|it|that|rezept|receta|recette|ricetta)\b|\badd (?:it|this|that) to my recipes\b/iu;
const timers =
  /\b(timers?|how long|how many minutes|cooking time|wie lange|combien de temps|cu[aá]nto tiempo|quanto tempo)\b/iu;
// An explicit ask for ideas wins over scaling words ("suggest a dinner for 4 people").
const explicitSearch =
  /\b(suggest|recommend|ideas?|find|search|look(?:ing)? for|show me|what (?:can|should|could|shall) (?:i|we) (?:cook|make|eat|have)|any\b.{0,30}\brecipes?)\b/iu;

/**
 * Requests are sentences. A longer message is a pasted recipe, perhaps under a command line
 * ("Save this recipe:"), or more than offline rules can answer: the dozen request readers never
 * see it, so a 20,000-character message costs one parse, not a dozen scans.
 */
const longestRequest = 1_000;

function detectLongMessageIntent(text: string): Intent {
  const command = text.split('\n', 1)[0] ?? '';
  if (command.length <= longestRequest && save.test(command)) return { kind: 'save' };
  return isRecipeText(text) ? { kind: 'pasted-recipe' } : { kind: 'unknown' };
}

/** The order matters: precise readings first, loose ones last. */
export function detectIntent(turn: Turn): Intent {
  const text = turn.text.trim();
  if (text.length > longestRequest) return detectLongMessageIntent(text);
  if (text === '' || greeting.test(text)) return { kind: 'greeting' };
  if (farewell.test(text)) return { kind: 'farewell' };

  const conversion = readConversionRequest(text);
  if (conversion) return { kind: 'convert', request: conversion };
  const move = readStepMove(turn);
  if (move) return { kind: 'walkthrough', move };
  const shopping = readShoppingRequest(text);
  if (shopping) return { kind: 'shopping', request: shopping };
  const diet = readDietRequest(text);
  if (diet) return { kind: 'diet', request: diet };
  const search = readSearchRequest(text);
  if (search && explicitSearch.test(text)) return { kind: 'search', request: search };
  const savedScale = readSaveScaled(turn);
  if (savedScale) return { kind: 'scale', request: savedScale };
  const scale = readScaleRequest(text);
  if (scale) return { kind: 'scale', request: scale };
  if (save.test(text)) return { kind: 'save' };
  if (timers.test(text) && (turn.recipe || /\btimers?\b/i.test(text))) return { kind: 'timers' };
  const swapQuestion = readSwapQuestion(text);
  if (swapQuestion) return { kind: 'swap-question', ingredient: swapQuestion };
  if (search) return { kind: 'search', request: search };
  if (isRecipeText(text)) return { kind: 'pasted-recipe' };
  if (thanks.test(text)) return { kind: 'thanks' };
  if (help.test(text)) return { kind: 'help' };
  return { kind: 'unknown' };
}
