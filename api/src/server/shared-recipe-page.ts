import type { SharedRecipe } from '@app/schema';
import type { FastifyInstance } from 'fastify';
import { isSerialId } from '../modules/shared/serial-id.ts';
import { applyPageHead, type MetaTag, type PageHead } from './page-head.ts';
import type { ShellPage } from './shell-page.ts';
import { sendPage, sendShellUnavailable } from './web-apps.ts';

const siteName = 'Mise';
const maxDescriptionLength = 200;

/** What the link preview of a shared recipe is made of. */
export type SharedRecipeSummary = Pick<
  SharedRecipe,
  'id' | 'name' | 'description' | 'imageUrl' | 'prepTime' | 'totalTime' | 'servings' | 'ingredients'
>;

export interface SharedRecipePageOptions {
  /** The shell's index.html, as every other page gets it. */
  shellPage: ShellPage;
  /** The app's public address, for og:url and absolute image addresses. */
  publicUrl: string;
  /** The shared recipe as a guest sees it; null when missing or not shared. */
  findSharedRecipe: (id: number) => Promise<SharedRecipeSummary | null>;
}

/**
 * `GET /shared/recipe/{id}` answers the single-page app with the recipe's title and social
 * preview tags already in the <head>: link previews (chat apps, social sites) run no JavaScript.
 * A missing or unshared recipe is a 404 with the not-found title; the client shows the view.
 */
export function registerSharedRecipePage(
  app: FastifyInstance,
  options: SharedRecipePageOptions,
): void {
  app.get<{ Params: { id: string } }>('/shared/recipe/:id', async (request, reply) => {
    const id = recipeIdOf(request.params.id);
    const [recipe, shellHtml] = await Promise.all([
      id === null ? null : options.findSharedRecipe(id),
      options.shellPage(),
    ]);
    if (shellHtml === null) return sendShellUnavailable(reply);
    if (!recipe) return sendPage(reply.code(404), applyPageHead(shellHtml, notFoundHead));
    return sendPage(reply, applyPageHead(shellHtml, sharedRecipeHead(recipe, options.publicUrl)));
  });
}

/** A serial id from the address, or null when it cannot name a recipe. */
function recipeIdOf(text: string): number | null {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return isSerialId(id) ? id : null;
}

const notFoundHead: PageHead = {
  title: 'Recipe Not Found',
  meta: [{ attribute: 'name', key: 'robots', content: 'noindex' }],
};

export function sharedRecipeHead(recipe: SharedRecipeSummary, publicUrl: string): PageHead {
  const description = previewDescription(recipe);
  const image = absoluteImageUrl(recipe.imageUrl, publicUrl);
  const meta: MetaTag[] = [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:title', content: recipe.name },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:type', content: 'article' },
    { attribute: 'property', key: 'og:url', content: `${publicUrl}/shared/recipe/${recipe.id}` },
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { attribute: 'name', key: 'twitter:title', content: recipe.name },
    { attribute: 'name', key: 'twitter:description', content: description },
  ];
  if (image) {
    meta.push(
      { attribute: 'property', key: 'og:image', content: image },
      { attribute: 'name', key: 'twitter:image', content: image },
    );
  }
  return { title: `${recipe.name} · ${siteName}`, meta };
}

/** The recipe's own description, else a sentence made from its facts; at most ~200 characters. */
export function previewDescription(recipe: SharedRecipeSummary): string {
  const own = recipe.description?.replace(/\s+/g, ' ').trim();
  if (own) return truncate(own, maxDescriptionLength);
  const facts = [
    recipe.servings > 0 ? `serves ${recipe.servings}` : null,
    recipe.prepTime > 0 ? `${recipe.prepTime} minutes to prepare` : null,
    recipe.totalTime ? `ready in ${recipe.totalTime} minutes` : null,
    recipe.ingredients.length > 0 ? plural(recipe.ingredients.length, 'ingredient') : null,
  ].filter((fact): fact is string => fact !== null);
  const sentence = facts.length
    ? `A recipe for ${recipe.name}: ${facts.join(', ')}.`
    : `A recipe for ${recipe.name}, shared on ${siteName}.`;
  return truncate(sentence, maxDescriptionLength);
}

/** Previews need an absolute address; a stored path (`/api/images/…`) is on this site. */
export function absoluteImageUrl(imageUrl: string | null, publicUrl: string): string | null {
  if (!imageUrl) return null;
  if (imageUrl.startsWith('/') && !imageUrl.startsWith('//')) return `${publicUrl}${imageUrl}`;
  return /^https?:\/\//i.test(imageUrl) ? imageUrl : null;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
