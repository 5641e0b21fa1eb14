import { describe, expect, it } from 'vitest';
import { parseDurationMinutes } from '../src/ai/url-import/durations.ts';
import { extractRecipe } from '../src/ai/url-import/extract-recipe.ts';
import { readLabelledLines } from '../src/ai/url-import/labelled-lines.ts';
import { sectionKind } from '../src/ai/url-import/section-headings.ts';
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
    [{ '@type': 'QuantitativeValue', value: 6 }, 6],
    [{ '@type': 'QuantitativeValue', minValue: 4, maxValue: 6, unitText: 'servings' }, 6],
    [{ '@type': 'QuantitativeValue', value: '2', unitText: 'cups' }, null],
    ['2 cups', null],
    ['about 2 dozen', null],
    ['', null],
  ])('reads %j as %s', (value, servings) => {
    expect(parseServings(value)).toBe(servings);
  });
});

describe('readLabelledLines', () => {
  it.each<[string, number | null]>([
    ['4 porzioni', 4],
    ['6 personnes', 6],
    ['4 adag', 4],
    ['Zutaten für 4 Personen', 4],
    ['Ingredients for 5 (small) servings', 5],
    ['4-6 servings', 6],
    ['Divide into 4 portions and serve', null],
    ['2 cups', null],
  ])('reads the count before its unit in %j as %s servings', (line, servings) => {
    expect(readLabelledLines([line]).servings).toBe(servings);
  });

  it('reads facts on the label line or the line after it, in several languages', () => {
    expect(
      readLabelledLines(['Servings', '6', 'Prep Time: 20 Mins', 'COOK TIME: 40 Mins', 'Rate it']),
    ).toEqual({ servings: 6, prepTimeMinutes: 20, cookTimeMinutes: 40, totalTimeMinutes: 60 });
    expect(
      readLabelledLines(['Porzioni: 4 porzioni', 'Tempo totale', '1 ora 15 minuti']),
    ).toMatchObject({
      servings: 4,
      totalTimeMinutes: 75,
    });
    expect(readLabelledLines(['Für 4 Personen', 'Gesamtzeit: 45 Min.'])).toMatchObject({
      servings: 4,
      totalTimeMinutes: 45,
    });
    expect(
      readLabelledLines(['Prep & Cook Time', '1 hour 20 minutes', 'Makes', '12 servings']),
    ).toMatchObject({
      servings: 12,
      totalTimeMinutes: 80,
    });
  });

  it('fills the facts structured data leaves out from the printed recipe card', () => {
    const html = withJsonLd({
      '@type': 'Recipe',
      name: 'Brownies',
      recipeIngredient: ['1 egg'],
    }).replace(
      '<body></body>',
      '<body><p>Total Time: 27 minutes</p><p>Yield: 9 brownies 1x</p></body>',
    );
    expect(extractRecipe(html, pageUrl)).toMatchObject({ servings: 9, totalTimeMinutes: 27 });
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

  it('reads JSON-LD with comments, single quotes and a comma before a bracket inside a step', () => {
    const html = `<script type="application/ld+json">
      /* recipe card */ {'@type': 'Recipe', name: 'Salad', // hand-written
       "recipeIngredient": ["1 head lettuce", "2 tomatoes",],
       "recipeInstructions": ["Tear the lettuce (leaves, ]", "Slice the tomatoes."],}
      </script>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      name: 'Salad',
      ingredients: ['1 head lettuce', '2 tomatoes'],
      instructions: ['Tear the lettuce (leaves, ]', 'Slice the tomatoes.'],
    });
  });

  it('takes the largest stated rendition among the structured images and og:image', () => {
    const recipe = {
      '@type': 'Recipe',
      name: 'Lemon cake',
      image: [
        'https://cdn.example.com/lemon-cake.jpg',
        'https://cdn.example.com/lemon-cake-500x375.jpg',
        {
          '@type': 'ImageObject',
          url: 'https://cdn.example.com/lemon-cake-sq.jpg',
          width: 720,
          height: '720',
        },
      ],
    };
    const smallOg = `<meta property="og:image" content="https://cdn.example.com/lemon-cake-fb.jpg">
      <meta property="og:image:width" content="600"><meta property="og:image:height" content="315">`;
    const largeOg = `<meta property="og:image" content="https://cdn.example.com/logo.png">
      <meta property="og:image" content="https://cdn.example.com/lemon-cake-full.jpg">
      <meta property="og:image:width" content="1200"><meta property="og:image:height" content="1200">`;
    expect(extractRecipe(withJsonLd(recipe, smallOg), pageUrl)?.imageUrl).toBe(
      'https://cdn.example.com/lemon-cake-sq.jpg',
    );
    expect(extractRecipe(withJsonLd(recipe, largeOg), pageUrl)?.imageUrl).toBe(
      'https://cdn.example.com/lemon-cake-full.jpg',
    );
  });

  it('reads a size from the image URL and keeps the first picture when none states one', () => {
    const recipe = { '@type': 'Recipe', name: 'Tart', image: 'https://cdn.example.com/tart.jpg' };
    const sizedOg =
      '<meta property="og:image" content="https://img.example.com/tart.jpg?w=1200&amp;h=800">';
    const plainOg = '<meta property="og:image" content="https://cdn.example.com/party.jpg">';
    expect(extractRecipe(withJsonLd(recipe, sizedOg), pageUrl)?.imageUrl).toBe(
      'https://img.example.com/tart.jpg?w=1200&h=800',
    );
    expect(extractRecipe(withJsonLd(recipe, plainOg), pageUrl)?.imageUrl).toBe(
      'https://cdn.example.com/tart.jpg',
    );
  });

  it('does not take an image reference "#primaryimage" for a picture', () => {
    const recipe = {
      '@type': 'Recipe',
      name: 'Soup',
      image: { '@id': 'https://recipes.example.com/soup/#primaryimage' },
    };
    const og = '<meta property="og:image" content="https://cdn.example.com/soup.jpg">';
    expect(extractRecipe(withJsonLd(recipe, og), pageUrl)?.imageUrl).toBe(
      'https://cdn.example.com/soup.jpg',
    );
  });

  it('unglues a site origin a template put before an absolute image link', () => {
    const recipe = { '@type': 'Recipe', name: 'Soup' };
    const og =
      '<meta property="og:image" content="http://soup.example.orghttps://cdn.example.org/soup.jpg">';
    expect(extractRecipe(withJsonLd(recipe, og), pageUrl)?.imageUrl).toBe(
      'https://cdn.example.org/soup.jpg',
    );
  });

  it('prefers a secure link among same-sized pictures and reads og:image without structured data', () => {
    const html = `<html><head>
      <meta property="og:image" content="http://cdn.example.com/stew.jpg">
      <meta property="og:image:secure_url" content="https://cdn.example.com/stew.jpg">
      </head><body><h1>Stew</h1><h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li></ul>
      <h2>Method</h2><ol><li>Chop everything.</li><li>Simmer for an hour.</li></ol></body></html>`;
    expect(extractRecipe(html, pageUrl)?.imageUrl).toBe('https://cdn.example.com/stew.jpg');
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

  it('takes the microdata photo whose width attribute is largest over thumbnails', () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Salsa</h1>
      <img itemprop="photo" src="https://cdn.example.com/salsa.jpg" width="410">
      <ul><li itemprop="recipeIngredient">4 tomatoes</li></ul>
      <ol itemprop="recipeInstructions"><li>Blend.</li></ol>
      <img itemprop="photo" src="https://cdn.example.com/other-recipe-270x179.jpg" width="270">
    </div>`;
    expect(extractRecipe(html, pageUrl)?.imageUrl).toBe('https://cdn.example.com/salsa.jpg');
  });

  it('reads microdata steps nested as HowToStep items in an ItemList', () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pasta</h1>
      <span itemprop="recipeIngredient">200 g pasta</span>
      <div itemprop="recipeInstructions" itemscope itemtype="http://schema.org/ItemList">
        <div itemprop="itemListElement" itemscope itemtype="http://schema.org/HowToStep">
          <p itemprop="text">Boil the water.</p></div>
        <div itemprop="itemListElement" itemscope itemtype="http://schema.org/HowToStep">
          <p itemprop="text">Cook the pasta.</p></div>
      </div></div>`;
    expect(extractRecipe(html, pageUrl)?.instructions).toEqual([
      'Boil the water.',
      'Cook the pasta.',
    ]);
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

  it('leaves out the tick boxes recipe cards draw before each line', () => {
    const html = `<h1>Salade</h1><h2>Ingredients</h2><ul><li>▢ 1 lettuce</li><li>☐ 2 tomatoes</li></ul>
      <h2>Method</h2><ol><li>Wash.</li><li>Toss.</li></ol>`;
    expect(extractRecipe(html, pageUrl)?.ingredients).toEqual(['1 lettuce', '2 tomatoes']);
  });

  it('reads sections under paragraphs styled as headings, and lists written as paragraphs', () => {
    const html = `<h1>Tart</h1><div class="post">
      <p><strong>Serves: 4</strong></p>
      <p><strong>Ingredients:</strong></p>
      <p>- 250g pastry</p><p>• 50g almonds<br>2 apples</p>
      <div class="newsletter"><p>Sign up to our newsletter!</p></div>
      <p><b>Method</b>.</p>
      <p>Line the tins with the pastry.</p><p>Bake for 30 minutes.</p>
      <div class="comments"><p>Lovely, thanks!</p></div></div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['250g pastry', '50g almonds', '2 apples'],
      instructions: ['Line the tins with the pastry.', 'Bake for 30 minutes.'],
    });
  });

  it('does not take a long paragraph or a facts label for a heading', () => {
    const html = `<h1>Soup</h1><div>
      <div class="facts"><p>Preparation</p><p>35 m</p></div>
      <p>Ingredients are what make this soup, so buy good ones.</p>
      <h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>
      <h2>Elaboración de la sopa</h2><p>Preparar los ingredientes:</p><p>Cut the leek.</p></div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['1 leek', '2 potatoes'],
      instructions: ['Preparar los ingredientes:', 'Cut the leek.'],
    });
  });

  it('reads headings that end with the section word as groups of one section', () => {
    const html = `<h1>Burrito</h1><div>
      <h4>Cooking method:</h4><ul><li>Prep Time: 5 mins</li></ul>
      <p>INGREDIENTS:</p><p>Tortillas</p><ul><li>2 cups flour</li></ul>
      <p>Aioli Ingredients:</p><ul><li>1 cup mayonnaise</li></ul>
      <h2>Method</h2><p>Tortillas Method:</p><ol><li>Mix the flour.</li></ol>
      <p>Aioli Method:</p><ol><li>Stir the mayonnaise.</li></ol></div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['2 cups flour', '1 cup mayonnaise'],
      instructions: ['Mix the flour.', 'Stir the mayonnaise.'],
    });
  });

  it('takes the paragraphs after an ingredient list with no steps heading as the steps', () => {
    const html = `<h1>Ribs</h1><div><p>Ingredients</p>
      <ul><li>Baby back ribs</li><li>1 cup brown sugar</li></ul>
      <p>Prepare your smoker at 275 degrees.</p><p>Smoke the ribs for 3 hours.</p></div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['Baby back ribs', '1 cup brown sugar'],
      instructions: ['Prepare your smoker at 275 degrees.', 'Smoke the ribs for 3 hours.'],
    });
  });

  it('reads a heading decorated with an emoji, and "What you\'ll need" as the ingredients', () => {
    const html = `<h1>Chili</h1><div><h2>🛒 What You’ll Need</h2>
      <ul><li>2 lbs brisket</li><li>1 onion, diced</li></ul>
      <h2>🔧 Tools You'll Need</h2><ul><li>Slow cooker</li></ul>
      <h2>👩‍🍳 Directions</h2><ol><li>Brown the brisket.</li><li>Simmer.</li></ol></div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['2 lbs brisket', '1 onion, diced'],
      instructions: ['Brown the brisket.', 'Simmer.'],
    });
  });

  it('splits an ingredient list given as one string on dashes or on commas before a quantity', () => {
    const dashed = withJsonLd({
      '@type': 'Recipe',
      name: 'Soupe',
      recipeIngredient: ["- 300 g d'emmental - 80 g de beurre - 1 baguette - Sel et poivre"],
    });
    expect(extractRecipe(dashed, pageUrl)?.ingredients).toEqual([
      "300 g d'emmental",
      '80 g de beurre',
      '1 baguette',
      'Sel et poivre',
    ]);
    const commas = withJsonLd({
      '@type': 'Recipe',
      name: 'Cupcakes',
      recipeIngredient: '125ml milk, 2 cloves garlic, crushed, 60ml olive oil, ½ tsp salt',
    });
    expect(extractRecipe(commas, pageUrl)?.ingredients).toEqual([
      '125ml milk',
      '2 cloves garlic, crushed',
      '60ml olive oil',
      '½ tsp salt',
    ]);
  });

  it('leaves out the copy of a list the page keeps hidden behind unit tabs', () => {
    const html = `<h1>Chips</h1><div><h3>Ingredients</h3>
      <ul role="tablist"><li>Metric</li><li>Imperial</li></ul>
      <ul><li>4 potatoes</li><li>100ml oil</li><li class="imperial hide">3 1/2fl oz oil</li></ul>
      <h3>Instructions</h3><ol><li>Fry.</li><li style="display: none">Fry again.</li></ol></div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['4 potatoes', '100ml oil'],
      instructions: ['Fry.'],
    });
  });

  it('takes a list of quantities with no heading as the ingredients, and the paragraphs after it', () => {
    const html = `<h1>Carrots</h1><div><ul><li>Home</li><li>Recipes</li><li>About</li></ul>
      <h3>Recipe: Orange carrots</h3>
      <ul><li>3 large carrots</li><li>Orange juice</li><li>1/4 tsp. salt</li><li>½ Tbs. maple syrup</li></ul>
      <p>Cut the carrots.</p><p>Boil them in the juice.</p><h3>Variation</h3><p>Add stock.</p></div>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['3 large carrots', 'Orange juice', '1/4 tsp. salt', '½ Tbs. maple syrup'],
      instructions: ['Cut the carrots.', 'Boil them in the juice.'],
    });
  });

  it.each([
    [
      'WP Recipe Maker',
      `<div class="wprm-recipe"><ul><li class="wprm-recipe-ingredient">▢ 2 eggs</li>
        <li class="wprm-recipe-ingredient">▢ 1 cup milk</li></ul>
        <ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Whisk.</div></li>
        <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Fry.</div></li></ul></div>`,
    ],
    [
      'Tasty Recipes',
      `<div class="tasty-recipes-ingredients"><h4>For the batter</h4><ul><li>2 eggs</li><li>1 cup milk</li></ul></div>
        <div class="tasty-recipes-instructions"><ol><li>Whisk.</li><li>Fry.</li></ol></div>`,
    ],
    [
      'Mediavine Create',
      `<div class="mv-create-ingredients"><ul><li>2 eggs</li><li>1 cup milk</li></ul></div>
        <div class="mv-create-instructions"><ol><li>Whisk.</li><li>Fry.</li></ol></div>`,
    ],
  ])('reads the card of %s on a page without structured data', (_plugin, card) => {
    const html = `<h1>Pancakes</h1><h2>Why you will love these</h2><ul><li>Quick</li><li>Cheap</li></ul>${card}`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['2 eggs', '1 cup milk'],
      instructions: ['Whisk.', 'Fry.'],
    });
  });

  it('reads ingredients set as table rows, and not a menu entry named "Ingredients"', () => {
    const html = `<h1>Chicken</h1><nav><ul><li><a><div>Ingredients</div></a>
      <ul><li>Chicken</li><li>Beef</li></ul></li></ul></nav>
      <section><h2>Ingredients</h2><table><tr><td>150ml</td><td>red wine</td></tr>
      <tr><td>3</td><td>sprigs of thyme</td></tr></table>
      <h2>Method</h2><ol><li>Marinate.</li><li>Roast.</li></ol></section>`;
    expect(extractRecipe(html, pageUrl)).toMatchObject({
      ingredients: ['150ml red wine', '3 sprigs of thyme'],
      instructions: ['Marinate.', 'Roast.'],
    });
  });

  it('repairs structured text that was UTF-8 read as Latin-1', () => {
    const html = withJsonLd({
      '@type': 'Recipe',
      name: 'Custard',
      recipeIngredient: ['1Â¼ cups half and half', 'Â½ teaspoon vanilla', '2 eggs'],
    });
    expect(extractRecipe(html, pageUrl)?.ingredients).toEqual([
      '1¼ cups half and half',
      '½ teaspoon vanilla',
      '2 eggs',
    ]);
  });

  it("prefers the page's ingredient list over a lone structured line", () => {
    const html = withJsonLd({
      '@type': 'Recipe',
      name: 'Roast chicken',
      recipeIngredient: ['Chicken'],
    }).replace(
      '<body></body>',
      '<body><h2>Ingredients</h2><ul><li>1 whole chicken</li><li>150ml red wine</li><li>3 onions</li></ul></body>',
    );
    expect(extractRecipe(html, pageUrl)?.ingredients).toEqual([
      '1 whole chicken',
      '150ml red wine',
      '3 onions',
    ]);
  });

  it('returns null for a page with no recipe', () => {
    expect(extractRecipe('<html><body></body></html>', pageUrl)).toBeNull();
  });
});

describe('sectionKind', () => {
  it('reads headings with trailing punctuation, and leaves page-sized text alone', () => {
    expect(sectionKind('Ingredients :', true).kind).toBe('ingredients');
    expect(sectionKind('Zubereitung.', false).kind).toBe('instructions');
    // A hostile page: a heading of 50,000 colons between two letters is no section heading,
    // and is turned down before any pattern reads it.
    expect(sectionKind(`a${':'.repeat(50_000)}b`, true).kind).toBe('none');
    expect(sectionKind(`Ingredients${':'.repeat(50_000)}`, true).kind).toBe('none');
  });
});
