import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../src/ai/ocr/detect-language.ts';
import { fixGlyphs } from '../src/ai/ocr/fix-glyphs.ts';
import type { OcrLine } from '../src/ai/ocr/ocr-engine.ts';
import { isChromeLine, layoutPage } from '../src/ai/ocr/page-layout.ts';
import { parseRecipeText } from '../src/ai/text-import/parse-recipe-text.ts';

/** Lines as the recognizer gives them: `size` is the row height, `pitch` the space to the next. */
function page(
  rows: Array<{ text: string; size?: number; left?: number; gap?: number; block?: number }>,
): OcrLine[] {
  let baseline = 0;
  return rows.map((row) => {
    const size = row.size ?? 30;
    baseline += row.gap ?? size * 1.3;
    return {
      text: row.text,
      block: row.block ?? 0,
      paragraph: 0,
      left: row.left ?? 50,
      right: 900,
      top: baseline - size * 0.8,
      bottom: baseline + size * 0.2,
      rowHeight: size,
      baseline,
      confidence: 90,
      words: [],
    };
  });
}

describe('layoutPage', () => {
  it('drops a phone status bar and toolbar and joins a title set on two lines', () => {
    const text = layoutPage(
      page([
        { text: '9:41 ull LTE', size: 28 },
        { text: '‹ Recipes Save Share', size: 28 },
        { text: 'Roasted Tomato and Red', size: 60 },
        { text: 'Pepper Soup', size: 60, gap: 70 },
        { text: 'Serves 4' },
        { text: 'Ingredients', size: 36 },
        { text: '• 2 red peppers' },
        { text: 'Home Search Saved Profile', size: 26 },
      ]),
    );
    expect(text.title).toBe('Roasted Tomato and Red Pepper Soup');
    expect(text.lines).toEqual(['Serves 4', 'Ingredients', '• 2 red peppers']);
  });

  it('goes on with a title that stops on a dash where the recognizer filed its second part', () => {
    const text = layoutPage(
      page([
        { text: 'Grove pannekaker -', size: 45 },
        { text: 'Porsjoner: 6 - Total tid: 1 t' },
        { text: 'Ingredienser', size: 33 },
        { text: '• 4 stk egg' },
        { text: '• 2 ss sukker' },
        { text: 'Fremgangsmåte', size: 38 },
        { text: 'Perfekt middag', size: 45 },
        { text: '1. Pisk sammen egg og sukker.' },
      ]),
    );
    expect(text.title).toBe('Grove pannekaker - Perfekt middag');
    expect(text.lines).not.toContain('Perfekt middag');
  });

  it('keeps a toolbar word set in the title type right under the title on the title', () => {
    const text = layoutPage(
      page([
        { text: 'Our BEST Crock Pot Mac and Cheese', size: 47 },
        { text: 'Recipe', size: 43, gap: 60 },
        { text: 'Serves 8 - Ready in 2 hr 5 mins' },
        { text: 'INGREDIENTS', size: 33 },
        { text: '• 1 pound pasta' },
      ]),
    );
    expect(text.title).toBe('Our BEST Crock Pot Mac and Cheese Recipe');
    expect(text.lines[1]).toBe('INGREDIENTS');
  });

  it("splits the next step number off a numbered step of the recipe's own", () => {
    const text = layoutPage(
      page([
        { text: '9. 1.- Ponga en el vaso el ajo.' },
        { text: '102.- Añade la cebolla y el aceite.' },
        { text: '11.3.- Incorpore los langostinos.' },
        { text: '124.- Agregue el arroz.' },
      ]),
    );
    expect(text.lines).toEqual([
      '9. 1.- Ponga en el vaso el ajo.',
      '10. 2.- Añade la cebolla y el aceite.',
      '11. 3.- Incorpore los langostinos.',
      '12. 4.- Agregue el arroz.',
    ]);
  });

  it("reads the other misreadings of a block's bullet letter as bullets too", () => {
    const text = layoutPage(
      page([
        { text: 'm 1-2 dientes de ajo' },
        { text: 'm 100 gr de cebolla' },
        { text: 'Mm 50 gr de pimiento verde' },
        { text: 'm_ 50 gr de aceite de oliva' },
        { text: 'm1 cucharada de pimentón' },
        { text: 'Me gusta con pan' },
      ]),
    );
    expect(text.lines).toEqual([
      '• 1-2 dientes de ajo',
      '• 100 gr de cebolla',
      '• 50 gr de pimiento verde',
      '• 50 gr de aceite de oliva',
      '• 1 cucharada de pimentón',
      'Me gusta con pan',
    ]);
  });

  it('joins a wrapped list item under its bullet, and reads misread bullets as bullets', () => {
    const text = layoutPage(
      page([
        { text: 'm 1 Brokkoli' },
        { text: 'm 4 kleine Hähnchenbrustfilets (à ca. 140' },
        { text: 'g)', left: 80 },
        { text: 'm 2 EL Sonnenblumenöl' },
        { text: '= Salz' },
      ]),
    );
    expect(text.lines).toEqual([
      '• 1 Brokkoli',
      '• 4 kleine Hähnchenbrustfilets (à ca. 140 g)',
      '• 2 EL Sonnenblumenöl',
      '• Salz',
    ]);
  });

  it('tells wrapped lines from new items by their spacing when items have no markers', () => {
    const text = layoutPage(
      page([
        { text: '2 cups flour', gap: 40 },
        { text: '1 cup grated parmesan cheese, or another hard', gap: 48 },
        { text: 'cheese', gap: 39 },
        { text: '3 eggs', gap: 48 },
        { text: 'Salt and pepper', gap: 48 },
      ]),
    );
    expect(text.lines).toEqual([
      '2 cups flour',
      '1 cup grated parmesan cheese, or another hard cheese',
      '3 eggs',
      'Salt and pepper',
    ]);
  });

  it('keeps a short last title line whose letters measure smaller, but not a heading', () => {
    const text = layoutPage(
      page([
        { text: 'Knapperige kippenvleugels met rode tofu', size: 44 },
        { text: 'saus', size: 32, gap: 60 },
        { text: 'Ingrediënten', size: 31, gap: 60 },
        { text: '• 20 kippenvleugels', size: 26 },
        { text: '• 1 tl zout', size: 26 },
        { text: '• 2 el sojasaus', size: 26 },
        { text: '• 1 el honing', size: 26 },
        { text: '• 2 teentjes knoflook', size: 26 },
      ]),
    );
    expect(text.title).toBe('Knapperige kippenvleugels met rode tofu saus');
    expect(text.lines[0]).toBe('Ingrediënten');
  });

  it('reads a bullet misread several ways in one list as bullets', () => {
    const text = layoutPage(
      page([
        { text: 'mu 10 ounces ground turkey' },
        { text: 'm 5 ounces flat rice noodles' },
        { text: '= 1 organic Asian pear' },
        { text: '«= 2cl Limejuice' },
        { text: '"250 g di radicchio' },
        { text: 'If the dough is sticky, add flour.' },
        { text: 'Or use a food processor.' },
      ]),
    );
    expect(text.lines).toEqual([
      '• 10 ounces ground turkey',
      '• 5 ounces flat rice noodles',
      '• 1 organic Asian pear',
      '• 2cl Limejuice',
      '• 250 g di radicchio',
      'If the dough is sticky, add flour.',
      'Or use a food processor.',
    ]);
  });

  it('keeps regions apart and drops a page number', () => {
    const text = layoutPage(
      page([
        { text: 'Method', block: 1, size: 36 },
        { text: '1. Mix everything.', block: 1 },
        { text: '112', block: 2 },
      ]),
    );
    expect(text.lines).toEqual(['Method', '1. Mix everything.']);
  });

  it('knows app chrome from recipe text', () => {
    expect(isChromeLine('9:41')).toBe(true);
    expect(isChromeLine('Save Share')).toBe(true);
    expect(isChromeLine('Save the juice for the sauce')).toBe(false);
  });
});

describe('fixGlyphs', () => {
  it('mends fractions, degrees and grams OCR misreads before a unit', () => {
    expect(fixGlyphs('Y2 cup sugar\n1 Y4 tsp salt\nVz tsp pepper')).toBe(
      '½ cup sugar\n1 ¼ tsp salt\n½ tsp pepper',
    );
    expect(fixGlyphs('Bake at 350oF, or 180*C')).toBe('Bake at 350°F, or 180°C');
    expect(fixGlyphs('1/2 cup buttermilk (1259)')).toBe('1/2 cup buttermilk (125g)');
  });

  it('leaves words and text that only look like misreads alone', () => {
    expect(fixGlyphs('Yogurt, 2 cups\nVanilla 2 tsp\n20% cream')).toBe(
      'Yogurt, 2 cups\nVanilla 2 tsp\n20% cream',
    );
  });
});

describe('detectLanguage', () => {
  it('tells the ten languages apart from a few recipe lines', () => {
    const samples: Array<[string, string]> = [
      ['eng', 'Whisk the flour and the sugar, then add the eggs and bake until golden.'],
      ['deu', 'Die Butter mit dem Zucker schaumig rühren und das Mehl unterheben.'],
      ['fra', 'Mélanger la farine avec les œufs et le sucre dans un saladier.'],
      ['spa', 'Mezclar la harina con los huevos y el azúcar hasta que esté muy suave.'],
      ['ita', 'Mescolate la farina con le uova e il sale nella ciotola della planetaria.'],
      ['nld', 'Meng het meel met de eieren en een snuf zout tot een glad beslag.'],
      ['por', 'Misture a farinha com os ovos e o açúcar até ficar homogêneo, em uma tigela.'],
      ['swe', 'Blanda mjölet med ägg och socker och låt det vila i en timme.'],
      ['dan', 'Bland melet med æg og sukker, og lad dejen hvile i en time af gangen.'],
      ['nor', 'Bland melet med egg og sukker, og la deigen hvile i en time av gangen.'],
    ];
    for (const [language, text] of samples)
      expect(detectLanguage(text).language, text).toBe(language);
  });
});

describe('reading OCR text as a recipe', () => {
  it('does not give up when the first line is a status bar', () => {
    const draft = parseRecipeText('9:41 87%\nLemon Bars\nIngredients\n1 cup flour\nMethod\nBake.');
    expect(draft.name).toBe('Lemon Bars');
  });

  it('reads the servings and time labels of the ten languages', () => {
    const cases: Array<[string, number, number]> = [
      ['Für 4 Personen : Gesamtzeit: 1 Std. 15 Min.', 4, 75],
      ['Voor 4 personen · Totale tijd: 45 min', 4, 45],
      ['Rendimento: 6 porções · Tempo total: 1 h 10 min', 6, 70],
      ['4 portioner · Total tid: 30 min', 4, 30],
      ['Antal: 4 personer · Samlet tid: 25 min', 4, 25],
      ['Porsjoner: 2 · Total tid: 1 t 5 min', 2, 65],
      ['Servings: 1 + Ready in 1 hr 20 mins', 1, 80],
      ['Servings: 6 * Ready in 2 hr 10 mins', 6, 130],
    ];
    for (const [line, servings, minutes] of cases) {
      const draft = parseRecipeText(`Title\n${line}\nIngredients\n1 egg\nMethod\nBake.`);
      expect([draft.servings, draft.totalTimeMinutes], line).toEqual([servings, minutes]);
    }
  });
});

describe('layoutPage with numbered steps', () => {
  it('restores a step number whose full stop was lost', () => {
    const text = layoutPage(
      page([
        { text: '9. Knead the dough.', gap: 50 },
        { text: '10Shape the rolls.', gap: 50 },
        { text: '2Eier', gap: 50 },
      ]),
    );
    expect(text.lines).toEqual(['9. Knead the dough.', '10. Shape the rolls.', '2Eier']);
  });
});
