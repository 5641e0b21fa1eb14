import type { ShoppingListItemRecipe, ShoppingListItemRecipesPort } from '@app/schema';

type NamesOf = (ids: readonly number[]) => Promise<ShoppingListItemRecipe[]>;

interface Batch {
  ids: Set<number>;
  names: Promise<ReadonlyMap<number, string>>;
}

/**
 * Collects the ids every item of a response asks for and reads their names in one call of
 * `namesOf`. A batch closes after the promise jobs already queued have run (as dataloader
 * schedules), so every field resolved for one list lands in it. Nothing is cached between
 * batches: a subscription keeps its context for its whole life, and a rename must show.
 */
export function createRecipeNamesLoader(namesOf: NamesOf): ShoppingListItemRecipesPort {
  let open: Batch | null = null;

  const batch = (): Batch => {
    if (open) return open;
    const ids = new Set<number>();
    const names = new Promise<ReadonlyMap<number, string>>((resolve, reject) => {
      void Promise.resolve().then(() =>
        process.nextTick(() => {
          open = null;
          namesOf([...ids]).then(
            (recipes) => resolve(new Map(recipes.map((recipe) => [recipe.id, recipe.name]))),
            reject,
          );
        }),
      );
    });
    open = { ids, names };
    return open;
  };

  return {
    async load(recipeIds) {
      const wanted = [...new Set(recipeIds)];
      if (wanted.length === 0) return [];
      const current = batch();
      for (const id of wanted) current.ids.add(id);
      const names = await current.names;
      return wanted.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      });
    },
  };
}
