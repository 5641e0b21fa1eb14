import { randomUUID } from 'node:crypto';
import type { TestApp, TestUser } from '../create-test-app.ts';
import { createRecipe } from '../factories/recipe.factory.ts';
import { graphql, rest } from '../http.ts';

/** A word that appears in every row the cook owns, and so in any answer that shows one. */
export const cookMarker = 'Quillwort';

/**
 * The cook's rows one matrix case names, each made the first time it is asked for: every case
 * starts from rows of its own, so a delete the cook is allowed cannot take another case's away.
 */
export class OwnerFixtures {
  private readonly made = new Map<string, Promise<unknown>>();

  constructor(
    readonly app: TestApp,
    readonly cook: TestUser,
    private readonly admin: TestUser,
    /**
     * What imports read (a recipe page on loopback, a photo of a recipe card), and an account
     * anyone may sign in to (the public sign-in routes' rows).
     */
    readonly sources: {
      pageUrl: string;
      photo: string;
      account: { email: string; password: string };
    },
  ) {}

  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }

  /** A recipe of hers, not shared. */
  recipe(): Promise<number> {
    return this.once('recipe', () =>
      createRecipe(this.app, this.cook, {
        name: `${cookMarker} Leek Soup`,
        description: `${cookMarker} family recipe`,
        ingredients: ['3 leeks', '2 potatoes', '1 l stock'],
        instructions: ['Simmer everything for 20 minutes.'],
        tags: [cookMarker],
        servings: 4,
      }),
    );
  }

  /** A recipe of hers on its public page. */
  sharedRecipe(): Promise<number> {
    return this.once('sharedRecipe', async () => {
      const id = await createRecipe(this.app, this.cook, {
        name: 'Open Sesame Noodles',
        ingredients: ['200 g noodles', '2 tbsp sesame paste'],
      });
      const shared = await rest(this.app, 'PATCH', `/api/recipes/${id}/share`, {
        user: this.cook,
        body: { isShared: true },
      });
      if (shared.status !== 200) throw new Error(`sharing answered ${shared.status}`);
      return id;
    });
  }

  /** The picture drawn for a recipe of hers, as pages link it (`/api/images/…`). */
  imagePath(): Promise<string> {
    return this.once('image', async () => {
      const drawn = await rest<{ imageUrl: string | null }>(
        this.app,
        'POST',
        `/api/recipes/${await this.recipe()}/generate-image`,
        { user: this.cook },
      );
      if (!drawn.body.imageUrl) throw new Error(`drawing answered ${drawn.status}`);
      return drawn.body.imageUrl;
    });
  }

  /** An item on her shopping list. */
  item(): Promise<number> {
    return this.once('item', async () => {
      const added = await rest<{ id: number }>(this.app, 'POST', '/api/shopping-list', {
        user: this.cook,
        body: { name: `${cookMarker} leaves`, quantity: '1 bunch', category: 'Produce' },
      });
      if (added.status !== 201) throw new Error(`adding answered ${added.status}`);
      return added.body.id;
    });
  }

  /** The undo id of her Clear All (her list had an item). */
  undoId(): Promise<string> {
    return this.once('undo', async () => {
      await this.item();
      const cleared = await graphql<{ clearShoppingList: { cleared?: { undo: { id: string } } } }>(
        this.app,
        'mutation { clearShoppingList { ... on ClearShoppingListSuccess { cleared { undo { id } } } } }',
        {},
        this.cook,
      );
      const undo = cleared.data?.clearShoppingList.cleared?.undo;
      if (!undo) throw new Error(`clearing answered ${JSON.stringify(cleared)}`);
      return undo.id;
    });
  }

  /** An import of hers, finished (its recipe saved). */
  importId(): Promise<string> {
    return this.once('import', async () => {
      const importId = randomUUID();
      const started = await graphql<{ startRecipeImport: { __typename: string } }>(
        this.app,
        `mutation ($importId: String!, $text: String!) {
          startRecipeImport(importId: $importId, text: $text) { __typename }
        }`,
        {
          importId,
          text: `${cookMarker} Omelette\n\nIngredients\n3 eggs\n1 knob butter\n\nInstructions\nBeat the eggs and cook them in the butter.`,
        },
        this.cook,
      );
      if (started.data?.startRecipeImport.__typename !== 'StartRecipeImportSuccess')
        throw new Error(`starting the import answered ${JSON.stringify(started)}`);
      // Imports run on the job queue: wait for its outcome, as the app's client does.
      for (;;) {
        const outcome = await graphql<{ recipeImport: unknown }>(
          this.app,
          'query ($importId: String!) { recipeImport(importId: $importId) { __typename } }',
          { importId },
          this.cook,
        );
        if (outcome.data?.recipeImport) return importId;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
  }

  /** An id she will start an import or a turn under (nothing runs under it yet). */
  newId(): Promise<string> {
    return this.once('newId', async () => randomUUID());
  }

  /** A chat turn of hers, started. */
  turnId(): Promise<string> {
    return this.once('turn', async () => {
      const turnId = randomUUID();
      const started = await graphql<{ startChatTurn: { __typename: string } }>(
        this.app,
        `mutation ($turnId: ID!, $input: ChatMessageInput!) {
          startChatTurn(turnId: $turnId, input: $input) { __typename }
        }`,
        { turnId, input: { conversationId: randomUUID(), message: 'How long do leeks keep?' } },
        this.cook,
      );
      if (started.data?.startChatTurn.__typename !== 'StartChatTurnSuccess')
        throw new Error(`starting the turn answered ${JSON.stringify(started)}`);
      return turnId;
    });
  }

  /** A saved version of the main prompt (the admin's, as only an admin saves prompts). */
  promptVersionId(): Promise<string> {
    return this.once('promptVersion', async () => {
      await graphql(
        this.app,
        'mutation { updateChatbotPrompt(promptType: MAIN, prompt: "Answer in short sentences.") { __typename } }',
        {},
        this.admin,
      );
      const history = await graphql<{ chatbotPromptHistory: { id: string }[] }>(
        this.app,
        '{ chatbotPromptHistory(promptType: MAIN) { id } }',
        {},
        this.admin,
      );
      const [latest] = history.data?.chatbotPromptHistory ?? [];
      if (!latest) throw new Error('no saved prompt version');
      return latest.id;
    });
  }

  /**
   * Her authenticator-app factor and its secret: the newest she has, or one enrolled now (a
   * second unverified factor would be refused, so cases share the one that waits).
   */
  factor(): Promise<{ id: string; secret: string }> {
    return this.once('factor', async () => {
      const [existing] = await this.app.database.orm.em
        .getConnection()
        .execute<{ id: string; secret: string }[]>(
          'select id, secret from auth_mfa_factors where user_id = ? order by created_at desc limit 1',
          [this.cook.id],
        );
      if (existing) return existing;
      const enrolled = await fetch(`${this.app.url}/auth/v1/factors`, {
        method: 'POST',
        headers: { authorization: this.cook.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ factor_type: 'totp' }),
      });
      if (enrolled.status !== 200) throw new Error(`enrolling answered ${enrolled.status}`);
      const body = (await enrolled.json()) as { id: string; totp: { secret: string } };
      return { id: body.id, secret: body.totp.secret };
    });
  }

  /** A challenge of her factor, waiting for its code. */
  factorChallenge(): Promise<string> {
    return this.once('factorChallenge', async () => {
      const answer = await fetch(
        `${this.app.url}/auth/v1/factors/${(await this.factor()).id}/challenge`,
        { method: 'POST', headers: { authorization: this.cook.authorization } },
      );
      if (answer.status !== 200) throw new Error(`the challenge answered ${answer.status}`);
      return ((await answer.json()) as { id: string }).id;
    });
  }

  /** The id of an account of its own, signed up now, whose profile the Users tab lists. */
  someoneElse(): Promise<string> {
    return this.once('someoneElse', async () => {
      const signedUp = await fetch(`${this.app.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `someone-${randomUUID()}@example.com`,
          password: 'a long passphrase',
        }),
      });
      const session = (await signedUp.json()) as { access_token?: string; user?: { id: string } };
      if (!session.access_token || !session.user)
        throw new Error(`sign-up answered ${signedUp.status}`);
      // The first request to the api makes the profile.
      const profile = await fetch(`${this.app.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      if (profile.status !== 200) throw new Error(`the profile answered ${profile.status}`);
      return session.user.id;
    });
  }

  /** A GitHub identity linked to her account (beside her e-mail one), by its row id. */
  linkedIdentity(): Promise<string> {
    return this.once('linkedIdentity', async () => {
      const id = randomUUID();
      await this.app.database.orm.em.getConnection().execute(
        `insert into auth_identities (id, user_id, provider, provider_id, identity_data, email, created_at, updated_at)
         values (?, ?, 'github', ?, '{}', null, now(), now())`,
        [id, this.cook.id, randomUUID()],
      );
      return id;
    });
  }
}
