import { parseRecipeText } from '../../text-import/parse-recipe-text.ts';
import { toolFailed } from './replies.ts';
import { callTool, type Reply, roundsOf, say, type Turn } from './turn.ts';

const pasteHint =
  'Paste it here: the name on the first line, then the ingredients (one per line, quantities first) and the steps. Then say "save this recipe".';

// A command on the first line of a paste ("Save this recipe:") is not the recipe's name.
const commandLine =
  /^\s*(?:please\s+)?(?:save|keep|store|add)\b[^\n]*?(?:recipe|this|it)\b[^\n]*$/i;

/** A message holds a recipe when the text parser finds a name, ingredients and a step. */
export function isRecipeText(text: string): boolean {
  if (text.split('\n').filter((line) => line.trim() !== '').length < 3) return false;
  const draft = parseRecipeText(text);
  return (
    draft.name.trim() !== '' && draft.ingredients.length >= 2 && draft.instructions.length >= 1
  );
}

function withoutCommand(text: string): string {
  const [first = '', ...rest] = text.split('\n');
  return commandLine.test(first) ? rest.join('\n').trim() : text.trim();
}

/**
 * The recipe the conversation holds: pasted in this message, else the newest message (the
 * cook's paste or a suggestion the assistant wrote as name, "Ingredients:" and "Steps:").
 */
export function recipeTextInConversation(turn: Turn): string | null {
  const own = withoutCommand(turn.text);
  if (isRecipeText(own)) return own;
  for (let index = turn.history.length - 1; index >= 0; index--) {
    const message = turn.history[index];
    if (message?.role !== 'user' && message?.role !== 'assistant') continue;
    const text = withoutCommand(message.content);
    if (isRecipeText(text)) return text;
  }
  return null;
}

/** "Save this recipe": `create_recipe` with the conversation's recipe text. */
export function answerSave(turn: Turn): Reply {
  const last = roundsOf(turn, 'create_recipe').at(-1);
  if (last) {
    if (last.error !== null) return say(toolFailed('create_recipe', last.error));
    const name = (last.result as { recipe?: { name?: string } } | null)?.recipe?.name;
    return say(name ? `Saved "${name}" to your recipes.` : 'Saved the recipe to your collection.');
  }
  const text = recipeTextInConversation(turn);
  if (text) return callTool('create_recipe', { text });
  if (turn.recipe) {
    return say(
      `${turn.recipe.name} is already in your recipes. To save a different one: ${pasteHint}`,
    );
  }
  return say(`I don't see a recipe in our chat to save. ${pasteHint}`);
}

/** A pasted recipe with no request: say what can be done with it. */
export function answerPastedRecipe(turn: Turn): Reply {
  const name = parseRecipeText(turn.text).name;
  return say(
    `That looks like a recipe for ${name}. Say "save this recipe" to add it to your collection.`,
  );
}
