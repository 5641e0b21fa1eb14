import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderRecipeIllustration } from '../src/ai/illustration/recipe-illustration.ts';
import { AiUpstreamError } from '../src/ai/providers/ai-provider.ts';
import { createLocalProvider } from '../src/ai/providers/local-provider.ts';
import { addQuantities } from '../src/ai/providers/local-shopping-organizer.ts';
import { emptyDraft, type RecipeDraft } from '../src/ai/recipe-draft.ts';

const parsedDraft = (text: string): RecipeDraft => ({
  ...emptyDraft(),
  name: `Parsed: ${text.slice(0, 20)}`,
  ingredients: ['1 cup rice'],
});

function fakeDependencies(ocrText = 'Rice pudding\n1 cup rice') {
  const calls = { parseText: [] as string[], recognizeImage: [] as Buffer[] };
  return {
    calls,
    dependencies: {
      parseText: (text: string) => {
        calls.parseText.push(text);
        return parsedDraft(text);
      },
      recognizeImage: async (bytes: Buffer) => {
        calls.recognizeImage.push(bytes);
        return ocrText;
      },
    },
  };
}

const chickenRecipe = {
  name: 'Lemon Herb Roast Chicken',
  description: 'Crispy skin and bright lemon.',
  ingredients: ['1 whole chicken', '2 lemons'],
  tags: ['dinner', 'chicken'],
};

describe('local provider', () => {
  it('reads text with the injected parser', async () => {
    const { calls, dependencies } = fakeDependencies();
    const provider = createLocalProvider(dependencies);

    const draft = await provider.readRecipeText('Rice pudding', {
      instructions: 'ignored offline',
    });

    expect(provider.name).toBe('local');
    expect(draft.name).toBe('Parsed: Rice pudding');
    expect(calls.parseText).toEqual(['Rice pudding']);
  });

  it('reads a photo by recognizing its text, then parsing it', async () => {
    const { calls, dependencies } = fakeDependencies('Rice pudding\n1 cup rice');
    const bytes = Buffer.from('photo');

    const draft = await createLocalProvider(dependencies).readRecipeImage({
      bytes,
      contentType: 'image/png',
    });

    expect(calls.recognizeImage).toEqual([bytes]);
    expect(calls.parseText).toEqual(['Rice pudding\n1 cup rice']);
    expect(draft).toEqual(parsedDraft('Rice pudding\n1 cup rice'));
  });

  it("reads photos with their layout, in the cook's languages, when it can", async () => {
    const received: unknown[] = [];
    const provider = createLocalProvider({
      ...fakeDependencies().dependencies,
      readPhotos: async (photos, hints) => {
        received.push({ photos, hints });
        return parsedDraft('laid out');
      },
    });
    const page = { bytes: Buffer.from('page'), contentType: 'image/png' };
    const draft = await provider.readRecipeImage([page], { languages: ['de-AT', 'en'] });
    expect(draft).toEqual(parsedDraft('laid out'));
    expect(received).toEqual([{ photos: [page.bytes], hints: { languages: ['de-AT', 'en'] } }]);
  });

  it('reports a failing OCR as an upstream error fit for users', async () => {
    const provider = createLocalProvider({
      parseText: parsedDraft,
      recognizeImage: async () => {
        throw new Error('tesseract worker crashed');
      },
    });
    const error = await provider
      .readRecipeImage({ bytes: Buffer.from('x'), contentType: 'image/png' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUpstreamError);
    expect((error as Error).message).toBe(
      'Could not read text from this photo. Try a sharper picture.',
    );
  });

  it('returns a draft unchanged when asked to complete it', async () => {
    const draft = { ...parsedDraft('x'), servings: null };
    expect(
      await createLocalProvider(fakeDependencies().dependencies).completeDraft(draft, 'Serves 4'),
    ).toEqual(draft);
  });

  it('generates the recipe illustration as SVG bytes', async () => {
    const image = await createLocalProvider(fakeDependencies().dependencies).generateRecipeImage(
      chickenRecipe,
    );
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.bytes.toString('utf8')).toBe(renderRecipeIllustration(chickenRecipe));
  });
});

describe('local shopping organizer', () => {
  const organize = (items: { name: string; quantity: string; category: string }[]) =>
    createLocalProvider(fakeDependencies().dependencies).organizeShoppingList(items, 'ignored');

  it('merges duplicate names case- and space-insensitively under the first spelling, adding same-unit quantities', async () => {
    expect(
      await organize([
        { name: 'Flour', quantity: '2 cups', category: 'Pantry' },
        { name: 'Red  onions ', quantity: '2', category: 'Produce' },
        { name: '  flour', quantity: '1 cup', category: 'Other' },
        { name: 'red onions', quantity: '1', category: 'Produce' },
      ]),
    ).toEqual([
      { name: 'Flour', quantity: '3 cups', category: 'Pantry' },
      { name: 'Red onions', quantity: '3', category: 'Produce' },
    ]);
  });

  it("keeps the cook's capitals", async () => {
    expect(
      await organize([
        { name: 'Apples', quantity: '3', category: 'Produce' },
        { name: 'milk', quantity: '200 ml', category: 'Dairy' },
        { name: 'Milk', quantity: '100 ml', category: 'Dairy' },
        { name: 'San Marzano tomatoes', quantity: '1 can', category: 'Produce' },
      ]),
    ).toEqual([
      { name: 'Apples', quantity: '3', category: 'Produce' },
      { name: 'milk', quantity: '300 ml', category: 'Dairy' },
      { name: 'San Marzano tomatoes', quantity: '1 can', category: 'Produce' },
    ]);
  });

  it('lists quantities side by side when they cannot be added', () => {
    expect(addQuantities(['2', '1 cup'])).toBe('2 + 1 cup');
    expect(addQuantities(['1 cup', 'a handful'])).toBe('1 cup + a handful');
    expect(addQuantities(['2 cups', '1 tbsp', '1 cup'])).toBe('3 cups + 1 tbsp');
  });

  it('adds fractions and unit spellings', () => {
    expect(addQuantities(['1/2 cup', '1 1/2 cups'])).toBe('2 cups');
    expect(addQuantities(['½ cup', '1/4 cup'])).toBe('3/4 cup');
    expect(addQuantities(['1 tablespoon', '2 tbsp'])).toBe('3 tbsp');
    expect(addQuantities(['250 g', '0.5 kg', '250 grams'])).toBe('500 g + 0.5 kg');
    expect(addQuantities(['', '2'])).toBe('2');
    expect(addQuantities(['', ''])).toBe('');
    expect(addQuantities([' 0.5  kg '])).toBe('0.5 kg');
    expect(addQuantities(['1 can (400 g)', '1 can (400 g)'])).toBe('2 can (400 g)');
  });

  it('fixes categories with the keyword table', async () => {
    const items = [
      ['chicken breasts', 'Other', 'Meat'],
      ['frozen peas', 'Produce', 'Frozen'],
      ['chicken broth', 'Meat', 'Pantry'],
      ['peanut butter', 'Dairy', 'Pantry'],
      ['butternut squash', '', 'Produce'],
      ['eggplant', '', 'Produce'],
      ['eggs', '', 'Dairy'],
      ['sourdough bread', '', 'Bakery'],
      ['canned tomatoes', 'Produce', 'Pantry'],
      ['red bell pepper', '', 'Produce'],
      ['black pepper', '', 'Pantry'],
      ['ice cream', 'Dairy', 'Frozen'],
      ['rice', '', 'Pantry'],
      ['dish soap', 'dairy', 'Dairy'],
      ['birthday candles', 'Toys', 'Other'],
    ] as const;
    const organized = await organize(
      items.map(([name, category]) => ({ name, quantity: '1', category })),
    );
    expect(organized.map((item) => [item.name, item.category])).toEqual(
      items.map(([name, , expected]) => [name, expected]),
    );
  });

  it('drops items with blank names', async () => {
    expect(await organize([{ name: '   ', quantity: '1', category: 'Other' }])).toEqual([]);
  });
});

/** A strict well-formedness check: balanced tags, quoted attributes, only escaped `<` and `&`. */
function assertWellFormedXml(xml: string) {
  const stack: string[] = [];
  const token =
    /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<\?[^>]*\?>|([^<]+)|(<)/gy;
  let match: RegExpExecArray | null = token.exec(xml);
  let consumed = 0;
  while (match) {
    consumed = token.lastIndex;
    const [, closing, name, , selfClosing, text, strayLt] = match;
    if (strayLt)
      throw new Error(`stray "<" at ${match.index}: ${xml.slice(match.index, match.index + 40)}`);
    if (text !== undefined) {
      const badAmp = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.exec(text);
      if (badAmp) throw new Error(`unescaped "&" in ${text.slice(0, 40)}`);
    } else if (name && closing) {
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
    } else if (name && !selfClosing) {
      stack.push(name);
    }
    match = token.exec(xml);
  }
  expect(consumed).toBe(xml.length);
  expect(stack).toEqual([]);
}

function parseSvg(svg: string) {
  const elements: string[] = [];
  const texts: string[] = [];
  let root: { name: string; attributes: Record<string, string> } | null = null;
  let depthInText = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        elements.push(name);
        root ??= { name, attributes };
        if (name === 'text') depthInText++;
      },
      ontext(text) {
        if (depthInText > 0) texts.push(text);
      },
      onclosetag(name) {
        if (name === 'text') depthInText--;
        if (name === 'text' || name === 'tspan') texts.push(' ');
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(svg);
  parser.end();
  return {
    elements,
    texts: texts.join('').replace(/\s+/g, ' '),
    root: root as { name: string; attributes: Record<string, string> } | null,
  };
}

describe('recipe illustration', () => {
  it('is a well-formed 1200×800 SVG with the recipe name set in it', () => {
    const svg = renderRecipeIllustration(chickenRecipe);
    assertWellFormedXml(svg);
    const { root, elements, texts } = parseSvg(svg);
    expect(root?.name).toBe('svg');
    expect(root?.attributes.viewBox).toBe('0 0 1200 800');
    expect(root?.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(elements).toContain('path');
    expect(texts).toContain('Lemon Herb Roast Chicken');
    expect(texts).toContain('DINNER');
  });

  it('is deterministic: the same recipe gives the same bytes', () => {
    expect(renderRecipeIllustration(chickenRecipe)).toBe(
      renderRecipeIllustration({ ...chickenRecipe }),
    );
  });

  it('looks different for different recipes', () => {
    const soup = renderRecipeIllustration({
      name: 'Roasted Tomato Soup',
      description: null,
      ingredients: [],
      tags: ['lunch'],
    });
    expect(soup).not.toBe(renderRecipeIllustration(chickenRecipe));
  });

  it('escapes markup in names and descriptions instead of injecting it', () => {
    const svg = renderRecipeIllustration({
      name: '<script>alert("x")</script> & "Pie"',
      description: "Tom's <b>best</b> \u0000",
      ingredients: ['<img src=x onerror=alert(1)>'],
      tags: ['<dessert>'],
    });
    assertWellFormedXml(svg);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;');
    const { elements, texts } = parseSvg(svg);
    expect(elements).not.toContain('script');
    expect(texts).toContain('<script>alert');
    expect(texts).toContain("Tom's <b>best</b>");
  });

  it('wraps a long name within the frame and never exceeds four lines', () => {
    const name =
      'Slow Cooker Smoky Chipotle Black Bean and Sweet Potato Chili with Lime Crema and Toasted Pepitas';
    const svg = renderRecipeIllustration({ name, description: null, ingredients: [], tags: [] });
    assertWellFormedXml(svg);
    const lines = [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1] ?? '');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.at(-1)).toMatch(/…$/);
  });

  it('draws something for an empty recipe', () => {
    const svg = renderRecipeIllustration({
      name: '  ',
      description: null,
      ingredients: [],
      tags: [],
    });
    assertWellFormedXml(svg);
    expect(parseSvg(svg).texts).toContain('Untitled recipe');
  });
});
