import { describe, expect, it } from 'vitest';
import { parseDurationMinutes } from '../src/ai/url-import/durations.ts';
import { extractRecipe } from '../src/ai/url-import/extract-recipe.ts';
import { parseServings } from '../src/ai/url-import/yields.ts';

const pageUrl = 'https://recipes.example.com/soup';
const withJsonLd = (data: unknown, head = '') =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;

describe('parseDurationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT3000S', 50],
    ['P1DT2H', 1560],
    ['PT0M', null],
    ['PT', null],
    ['1 hour 20 mins', 80],
    ['1 ώρα και 15 λεπτά', 75],
    ['', null],
    [undefined, null],
  ])('reads %s as %s minutes', (value, minutes) => {
    expect(parseDurationMinutes(value)).toBe(minutes);
  });
});

describe('parseServings', () => {
  it.each<[unknown, number | null]>([
    [4, 4],
    ['4 servings', 4],
    [['4', '4 servings'], 4],
    [['20', '2 pies'], 2],
    ['Makes 12', 12],
    ['Serves 4.0', 4],
    ['4-5', 5],
    ['4人分', 4],
    ['2 cups', null],
    ['about 2 dozen', null],
    ['', null],
  ])('reads %j as %s', (value, servings) => {
    expect(parseServings(value)).toBe(servings);
  });
});

describe('extractRecipe from JSON-LD', () => {
  it('finds a Recipe in an @graph with an @type list and reads nested sections', () => {
    const html = withJsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Page' },
        {
          '@type': ['Recipe', 'NewsArticle'],
          name: 'Tom &amp; Jerry&#39;s <b>soup</b>',
          description: 'Warm\n  and   cosy',
          recipeIngredient: ['1 onion', 'FOR THE TOPPING', ['2 tbsp cream']],
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'For the soup:',
              itemListElement: [
                { '@type': 'HowToStep', name: 'Step 1', text: 'Chop the onion.' },
                { '@type': 'HowToStep', text: 'Simmer &amp; stir.' },
              ],
            },
          ],
          recipeYield: ['4', '4 bowls'],
          prepTime: 'PT10M',
          cookTime: 'PT1H',
          image: [{ '@type': 'ImageObject', url: 'https://cdn.example.com/soup.jpg' }],
        },
      ],
    });
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      name: "Tom & Jerry's soup",
      description: 'Warm and cosy',
      ingredients: ['1 onion', '2 tbsp cream'],
      instructions: ['Chop the onion.', 'Simmer & stir.'],
      servings: 4,
      prepTimeMinutes: 10,
      cookTimeMinutes: 60,
      totalTimeMinutes: 70,
      imageUrl: 'https://cdn.example.com/soup.jpg',
      sourceUrl: pageUrl,
    });
  });

  it('splits a text blob into steps and reads JSON-LD that is not strict JSON', () => {
    const html = `<script type="application/ld+json">// <![CDATA[
      {"@type": "Recipe", "name": "Rice", "recipeIngredient": ["1 cup rice"],
       "recipeInstructions": "Rinse the rice.\nBoil it.", "image": "/rice.jpg",};
      // ]]></script>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      instructions: ['Rinse the rice.', 'Boil it.'],
      imageUrl: 'https://recipes.example.com/rice.jpg',
    });
  });

  it('prefers og:image unless the structured image is another rendition of it', () => {
    const recipe = {
      '@type': 'Recipe',
      name: 'Lemon cake',
      image: 'https://cdn.example.com/lemon-cake-1200x900.jpg',
    };
    const sameOg =
      '<meta property="og:image" content="https://cdn.example.com/lemon-cake-600x315.jpg">';
    const otherOg = '<meta property="og:image" content="https://cdn.example.com/party.jpg">';
    expect(extractRecipe(withJsonLd(recipe, sameOg), pageUrl)?.imageUrl).toBe(
      'https://cdn.example.com/lemon-cake-1200x900.jpg',
    );
    expect(extractRecipe(withJsonLd(recipe, otherOg), pageUrl)?.imageUrl).toBe(
      'https://cdn.example.com/party.jpg',
    );
  });
});

describe('extractRecipe from markup', () => {
  it('reads microdata without taking a nested item property as the recipe name', () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe">
      <div itemprop="publisher" itemscope itemtype="https://schema.org/Organization">
        <span itemprop="name">Publisher</span></div>
      <h1 itemprop="name">Pancakes</h1>
      <meta itemprop="totalTime" content="PT20M">
      <span itemprop="recipeYield">Serves 2</span>
      <ul><li itemprop="recipeIngredient">2 eggs</li><li itemprop="recipeIngredient">1 cup milk</li></ul>
      <ol itemprop="recipeInstructions"><li>Whisk.</li><li>Fry.</li></ol>
    </div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      name: 'Pancakes',
      ingredients: ['2 eggs', '1 cup milk'],
      instructions: ['Whisk.', 'Fry.'],
      servings: 2,
      totalTimeMinutes: 20,
    });
  });

  it('reads a page without structured data by its headings', () => {
    const html = `<html><head><title>Salade | Site</title></head><body>
      <h1>Menu</h1><h1>Salade</h1>
      <h2>Ingrédients</h2><ul><li>1 laitue</li><li>• 2 tomates</li></ul>
      <h2>Préparation</h2><ol><li>Laver.</li><li>Mélanger.</li></ol>
      <ul><li>Recettes similaires</li></ul></body></html>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      name: 'Salade',
      ingredients: ['1 laitue', '2 tomates'],
      instructions: ['Laver.', 'Mélanger.'],
    });
  });

  it('returns null for a page with no recipe', () => {
    expect(extractRecipe('<html><body></body></html>', pageUrl)).toBeNull();
  });
});
