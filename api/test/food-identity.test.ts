import { describe, expect, it } from 'vitest';
import { identifyFood } from '../src/ai/food/food-identity.ts';
import { foodLexicon, foodName } from '../src/ai/food/food-lexicon.ts';

const usdaOf = (text: string, language?: Parameters<typeof identifyFood>[1]) =>
  identifyFood(text, language)?.usda ?? null;

describe('the food identity', () => {
  // Loaded on first use, not at start-up; bench/food-reading.bench.ts measures it on a quiet
  // machine. The bound here only catches a lexicon grown far too big.
  it('loads the shipped lexicon on first use within a second', () => {
    const started = performance.now();
    expect(foodLexicon().length).toBeGreaterThan(2000);
    identifyFood('flour');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  // The traps: a qualifier that changes the food. The longest name found wins.
  it.each([
    ['red bell pepper', '11821', 'Produce'],
    ['black pepper', '02030', 'Pantry'],
    ['butter beans', '16073', 'Pantry'],
    ['butter', '01001', 'Dairy'],
    ['cherry tomatoes', '11529', 'Produce'],
    ['ice cream', '19095', 'Frozen'],
    ['vanilla extract', '02050', 'Pantry'],
    ['almond milk', '14091', 'Pantry'],
    ['almonds', '12061', 'Pantry'],
    ['potato starch', '20027', 'Pantry'],
    ['potatoes', '11352', 'Produce'],
    ['vanilla protein powder', '14058', 'Pantry'],
  ])('reads "%s" as USDA %s on the %s shelf', (text, usda, shelf) => {
    const identity = identifyFood(text);
    expect(identity?.usda).toBe(usda);
    expect(identity?.food.shelf).toBe(shelf);
  });

  it('does not read cherry tomatoes as cherries, nor bell peppers as black pepper', () => {
    expect(identifyFood('cherry tomatoes')?.food.names.en).not.toContain('cherries');
    expect(usdaOf('2 green bell peppers')).not.toBe('02030');
  });

  it('weighs cooked rice and quinoa as cooked, not as raw grain', () => {
    expect(usdaOf('cooked rice')).toBe('20045');
    expect(usdaOf('leftover cooked white rice')).toBe('20045');
    expect(usdaOf('rice')).toBe('20044');
    expect(usdaOf('cooked quinoa')).toBe('20137');
    expect(identifyFood('cooked quinoa')?.isCooked).toBe(true);
  });

  it('takes the head noun: a vanilla cake is cake, blue cheese dressing is not cheese', () => {
    expect(identifyFood('vanilla cake')?.food.shelf).toBe('Bakery');
    expect(identifyFood('blue cheese dressing')?.usda).not.toBe('01004');
  });

  it('knows nothing rather than something wrong for an unknown made product', () => {
    expect(identifyFood('chili crisp sauce')).toBeNull();
    expect(identifyFood('bacon jam glaze')).toBeNull();
  });

  it('does not take an English word for another one its stem shares', () => {
    expect(identifyFood('ginger-garlic paste', 'en')?.food.shelf).not.toBe(
      identifyFood('pasta', 'en')?.food.shelf,
    );
    expect(usdaOf('garlic chili paste', 'en')).not.toBe(usdaOf('pasta', 'en'));
    expect(usdaOf('rice papers', 'en')).not.toBe(usdaOf('papaya', 'en'));
  });

  it('reads made products by their own name, not by the grain they are made of', () => {
    expect(usdaOf('rice papers', 'en')).toBe('20133');
    expect(usdaOf('rice krispies cereal', 'en')).toBe('08156');
    expect(usdaOf('rice krispies cereal', 'en')).not.toBe(usdaOf('rice', 'en'));
  });

  it('reads fresh tuna steaks as fresh fish and beef gelatin as gelatin', () => {
    expect(usdaOf('ahi tuna steaks', 'en')).toBe('15127');
    expect(usdaOf('tuna steak', 'en')).not.toBe(usdaOf('tuna', 'en'));
    expect(usdaOf('grass-fed beef gelatin', 'en')).toBe(usdaOf('gelatin', 'en'));
  });

  it('reads French "biscuits au beurre" as butter biscuits, not a biscuit dry mix', () => {
    expect(usdaOf('biscuits au beurre', 'fr')).toBe('18155');
    expect(usdaOf('Butterkekse', 'de')).toBe('18155');
  });

  it('reads flavour extracts and pastes by their own name, not as the fruit or bean they taste of', () => {
    expect(usdaOf('almond extract', 'en')).toBe('02050');
    expect(usdaOf('lemon extract', 'en')).toBe('02050');
    expect(usdaOf('vanilla bean paste', 'en')).toBe('02050');
    expect(usdaOf('pistachio extract', 'en')).toBeNull();
  });

  it('reads the endings of German compounds as German words', () => {
    // "Blaubeeren" ends in Beere, not the English "beer".
    expect(usdaOf('Blaubeeren', 'de')).toBe(usdaOf('Heidelbeeren', 'de'));
    expect(usdaOf('Butterschmalz', 'de')).toBe(usdaOf('ghee', 'en'));
    expect(usdaOf('Gewürzgurken', 'de')).toBe(usdaOf('pickles', 'en'));
  });

  it('reads British names: yoghurt, cornflour (cornstarch), lamb mince', () => {
    expect(usdaOf('yoghurt', 'en')).toBe(usdaOf('yogurt', 'en'));
    expect(usdaOf('cornflour', 'en')).toBe(usdaOf('cornstarch', 'en'));
    expect(usdaOf('lamb mince', 'en')).toBe(usdaOf('ground lamb', 'en'));
  });

  it.each([
    ['feuille de laurier', 'fr', 'bay leaf'],
    ['Lorbeerblätter', 'de', 'bay leaf'],
    ['poireaux', 'fr', 'leeks'],
    ['Emmentaler', 'de', 'swiss cheese'],
    ['pruneaux', 'fr', 'prunes'],
    ['salsinha', 'pt', 'parsley'],
    ['Rindergulasch', 'de', 'stew meat'],
    ['rundergehakt', 'nl', 'ground beef'],
    ['Tomatenmark', 'de', 'tomato paste'],
    ['concentré de tomates', 'fr', 'tomato paste'],
    ['Natron', 'de', 'baking soda'],
    ['zuiveringszout', 'nl', 'baking soda'],
    ['carne molida', 'es', 'ground beef'],
    ['Knoblauchpulver', 'de', 'garlic powder'],
    // Cream cheese, not a hard cheese.
    ['Frischkäse', 'de', 'cream cheese'],
    ['fromage frais double crème', 'fr', 'cream cheese'],
    ['queso crema', 'es', 'cream cheese'],
    ['färskost', 'sv', 'cream cheese'],
    ['roomkaas', 'nl', 'cream cheese'],
    ['pâte brisée', 'fr', 'pie crust'],
    ['kyllingebryst', 'da', 'chicken breast'],
    ['salchicha', 'es', 'sausage'],
    ['Paprikaschoten', 'de', 'bell pepper'],
    ['Radieschen', 'de', 'radishes'],
    ['Schweinefleisch', 'de', 'pork'],
    ['boniato', 'es', 'sweet potato'],
    ['mele', 'it', 'apples'],
    ['abobrinha', 'pt', 'zucchini'],
    ['frambozen', 'nl', 'raspberries'],
    ['kycklinglårfilé', 'sv', 'chicken thighs'],
    ['beetroot', 'en', 'beets'],
    ['rocket', 'en', 'arugula'],
    // Danish and Swedish plurals that drop an "e" or double a consonant.
    ['kartofler', 'da', 'potatoes'],
    ['mandler', 'da', 'almonds'],
    ['hasselnötter', 'sv', 'hazelnuts'],
    ['przyprawa', 'pl', 'seasoning'],
    // The plain word is the fresh cube in German and Scandinavian baking; dry yeast says so.
    ['Hefe', 'de', 'fresh yeast'],
    ['jäst', 'sv', 'fresh yeast'],
    ['Trockenhefe', 'de', 'active dry yeast'],
    ['torrjäst', 'sv', 'active dry yeast'],
    // Baking powder, not yeast; condensed milk, not milk; the olive oil, not oil.
    ['levadura química', 'es', 'baking powder'],
    ['lievito per dolci', 'it', 'baking powder'],
    ['leite condensado', 'pt', 'sweetened condensed milk'],
    ['olio extravergine di oliva', 'it', 'olive oil'],
    // The kind after the class noun where the noun comes first.
    ['queijo muçarela', 'pt', 'mozzarella'],
    ['queso manchego', 'es', 'manchego'],
    ['formaggio grana', 'it', 'parmesan'],
    ['red curry paste', 'en', 'curry paste'],
    ['grüne Currypaste', 'de', 'curry paste'],
    ['Marzipan', 'de', 'marzipan'],
    ['toor dal', 'en', 'pigeon peas'],
    // Slovak names join Czech ones; short Slavic stems keep their case endings apart.
    ['polohrubá múka', 'cs', 'flour'],
    ['mlieka', 'cs', 'milk'],
    ['oleja', 'cs', 'oil'],
    ['oleju', 'pl', 'oil'],
    // Hungarian compounds, and kömény, which is caraway (cumin is római kömény).
    ['vöröshagyma', 'hu', 'onion'],
    ['csirkemell', 'hu', 'chicken breast'],
    ['pirospaprika', 'hu', 'paprika'],
    ['kömény', 'hu', 'caraway'],
    ['római kömény', 'hu', 'cumin'],
    ['noix de pécan', 'fr', 'pecans'],
    ['olomoucké tvarůžky', 'cs', 'harzer cheese'],
  ] as const)('reads "%s" (%s) as %s', (text, language, english) => {
    expect(usdaOf(text, language)).toBe(usdaOf(english, 'en'));
  });

  it('reads a sweetener named as such as a tabletop one, without calories', () => {
    const identity = identifyFood('sweetener of choice', 'en');
    expect(identity?.usda).toBe('19918');
    expect(usdaOf('Süßstoff', 'de')).toBe('19918');
    expect(usdaOf('agave', 'en')).toBe('19912');
  });

  it('reads German Eis as ice cream and Eiswürfel as ice; oat milk as a plant drink, not milk', () => {
    expect(usdaOf('Erdbeereis', 'de')).toBe(usdaOf('ice cream', 'en'));
    expect(usdaOf('Eiswürfel', 'de')).toBe(usdaOf('water', 'en'));
    expect(usdaOf('oat milk', 'en')).not.toBe(usdaOf('milk', 'en'));
    expect(usdaOf('Hafermilch', 'de')).toBe(usdaOf('oat milk', 'en'));
  });

  it('reads a pork shoulder or butt as the whole shoulder, its steaks as blade steaks', () => {
    expect(usdaOf('pork shoulder', 'en')).toBe('10070');
    expect(usdaOf('pork butt', 'en')).toBe('10070');
    expect(usdaOf('pork shoulder steaks', 'en')).toBe('10080');
  });

  it('reads a word one letter from a food name as that food, but only when nothing else is named', () => {
    expect(usdaOf('tumeric', 'en')).toBe(usdaOf('turmeric', 'en'));
    expect(usdaOf('mozarella', 'en')).toBe(usdaOf('mozzarella', 'en'));
    expect(usdaOf('worchestershire sauce', 'en')).toBe(usdaOf('worcestershire sauce', 'en'));
    // A slip in the head noun when only a word before it is named: tortellini, not plain pasta.
    expect(usdaOf('pasta tortelleni', 'en')).toBe(usdaOf('tortellini', 'en'));
    // Written names win: "masala" is no slip for "marsala", nor a fillet for millet.
    expect(usdaOf('garam masala', 'en')).not.toBe(usdaOf('marsala', 'en'));
    expect(usdaOf('halibut fillet', 'en')).toBe(usdaOf('halibut', 'en'));
    // Short words are one letter from too many others.
    expect(identifyFood('xyzzy', 'en')).toBeNull();
  });

  it("reads a name kept abroad when nothing in the recipe's language names the words", () => {
    // "emmental" is a French and Italian name; "ras" is not French for level here.
    expect(usdaOf('grated emmental', 'en')).toBe(usdaOf('Emmentaler', 'de'));
    expect(usdaOf('ras el hanout', 'en')).toBe(usdaOf('curry powder', 'en'));
  });

  it('reads a vanilla bean as vanilla, not as beans', () => {
    expect(usdaOf('vanilla bean', 'en')).toBe('02050');
  });

  it('reads German Lauchzwiebeln as spring onions, not onions', () => {
    expect(usdaOf('Lauchzwiebeln', 'de')).toBe(usdaOf('Frühlingszwiebeln', 'de'));
    expect(usdaOf('Lauchzwiebeln', 'de')).not.toBe(usdaOf('Zwiebeln', 'de'));
  });

  it.each([
    ['Kreuzkümmel', 'de', '02014', 'Kreuzkümmel'],
    ['Zwiebeln', 'de', '11282', 'Zwiebel'],
    ["huile d'olive", 'fr', '04053', "huile d'olive"],
    ['aceite de oliva', 'es', '04053', 'aceite de oliva'],
    ['latte intero', 'it', '01077', null],
    ['vitlök', 'sv', '11215', 'vitlök'],
    ['mjölk', 'sv', '01077', 'mjölk'],
    ['melk', 'no', '01077', null],
    ['knoflook', 'nl', '11215', 'knoflook'],
  ] as const)('reads %s (%s) as USDA %s', (text, language, usda, name) => {
    const identity = identifyFood(text, language);
    expect(identity?.usda).toBe(usda);
    if (identity && name) expect(foodName(identity.food, language)).toBe(name.toLowerCase());
  });

  // A plural or other inflected form the lexicon does not list is its singular's food, in the
  // recipe's own language only.
  it.each([
    ['tomater', 'da', 'usda:tomato'],
    ['citroner', 'sv', 'usda:lemon'],
    ['äggulor', 'sv', 'usda:yolk'],
    ['melanzane violette', 'it', 'usda:eggplant'],
    ['hazelnoten', 'nl', 'usda:hazelnut'],
  ] as const)('%s (%s) → %s', (text, language, id) => {
    expect(identifyFood(text, language)?.food.id).toBe(id);
  });

  // Everyday recipe words the packaged-food taxonomy lacks (scripts/food-lexicon/everyday-names.csv).
  it.each([
    ['Salz', 'de', 'usda:salt'],
    ['havregryn', 'sv', 'usda:oat'],
    ['tuorli', 'it', 'usda:yolk'],
    ['bouillonterning', 'da', 'usda:bouillon-cube'],
    ['finomliszt', 'hu', 'usda:flour'],
  ] as const)('%s (%s) → %s', (text, language, id) => {
    expect(identifyFood(text, language)?.food.id).toBe(id);
  });

  it('keeps bottled sauces USDA files with vegetables on the dry shelf', () => {
    expect(identifyFood('ketchup')?.food.shelf).toBe('Pantry');
  });

  // Polish and Czech genitives after an amount, with their moving "e".
  it.each([
    ['cukru', 'pl', 'usda:sugar'],
    ['świeżych ogórków', 'pl', 'usda:cucumber'],
    ['koperku', 'pl', 'usda:dill'],
  ] as const)('%s (%s) → %s', (text, language, id) => {
    expect(identifyFood(text, language)?.food.id).toBe(id);
  });

  it.each([
    ['paccheri', 'it', 'Pantry'],
    ['savoiardi', 'it', 'Pantry'],
    ['tomate natural triturado', 'es', 'Pantry'],
  ] as const)('%s (%s) is on the %s shelf', (text, language, shelf) => {
    expect(identifyFood(text, language)?.food.shelf).toBe(shelf);
  });

  // After "with" comes a flavour, unless a name says "with".
  it.each([
    ['flødeost m. hvidløg', 'da', 'Dairy'],
    ['Frischkäse mit Kräutern', 'de', 'Dairy'],
    ['chocolate con leche', 'es', 'Pantry'],
  ] as const)('%s (%s) is on the %s shelf', (text, language, shelf) => {
    expect(identifyFood(text, language)?.food.shelf).toBe(shelf);
  });

  it('keeps a name that holds "with"', () => {
    expect(identifyFood('chocolate con leche', 'es')?.food.id).toBe('usda:milk-chocolate');
  });

  // Names a recipe uses that the tables and the taxonomy lack, or give to the wrong food.
  it.each([
    ['cream', 'en', '01053'],
    ['sour cream', 'en', '01056'],
    ['panna fresca liquida', 'it', '01053'],
    ['creme de leite', 'pt', '01050'],
    ['Salz', 'de', '02047'],
    ['Semmelbrösel', 'de', '18079'],
    ['Zuckerschoten', 'de', '11300'],
    ['champignons', 'nl', '11260'],
    ['havregryn', 'sv', '08120'],
    ['tuorli', 'it', '01125'],
    ['fragole', 'it', '09316'],
    ['prosciutto', 'en', '10150'],
    ['monterey jack cheese', 'en', '01025'],
    ['pre-baked pizza crusts', 'en', '18033'],
    ['lemon cake mix', 'en', '18010'],
    ['oreo cookies', 'en', '18166'],
    ['chili garlic sauce', 'en', '06631'],
    ['caramel sauce', 'en', '19364'],
    ['chinese sesame paste', 'en', '12698'],
    ['spaghetti squash', 'en', '11492'],
    ['unsweetened, unflavored plant milk', 'en', '16139'],
    ['non-dairy milk', 'en', '16139'],
  ] as const)('reads %s (%s) as USDA %s', (text, language, usda) => {
    expect(usdaOf(text, language)).toBe(usda);
  });

  // A class noun after a food names that food's kind or cut.
  it.each([
    ['pork shoulder steaks', '10080'],
    ['burrata cheese', '01026'],
    ['ground turkey meat', '05305'],
    ['cottage cheese', '01012'],
    ['chicken breast fillets', '05062'],
    ['cheese tortellini', '20093'],
    ['crème fraîche', '01052'],
  ] as const)('reads "%s" as USDA %s', (text, usda) => {
    expect(usdaOf(text, 'en')).toBe(usda);
  });

  it.each([
    ['mini sweet peppers', 'en', '11821'],
    ['Hähnchenbrustfilets', 'de', '05062'],
    ['tomater', 'da', '11529'],
    ['peberfrugter', 'da', '11821'],
  ] as const)('reads %s (%s) as USDA %s, never black pepper', (text, language, usda) => {
    expect(usdaOf(text, language)).toBe(usda);
  });

  // A compound whose first part is another food is a food of its own, found whether the lexicon
  // writes the first part in full ("Kokosnussmilch") or only in English ("almond milk"); a
  // first part that is no food leaves the head food ("Vollmilch" is milk).
  it.each([
    ['Kokosmilch', 'de', 'usda:coconut-milk'],
    ['Kokosöl', 'de', 'usda:coconut-oil'],
    ['Mandelmilch', 'de', 'usda:almond-milk'],
    ['Rapsöl', 'de', 'usda:canola-oil'],
    ['Dinkelmehl', 'de', 'usda:flour'],
    ['Vollmilch', 'de', 'usda:milk'],
    ['kokosmjölk', 'sv', 'usda:coconut-milk'],
    ['Vanilleeis', 'de', 'usda:ice-cream'],
    ['Basmatireis', 'de', 'usda:rice'],
    ['Milchreis', 'de', 'usda:rice'],
    // Wheat flour outside English is the white flour recipes mean, not whole wheat.
    ['Vetemjöl', 'sv', 'usda:flour'],
    ['hvedemel', 'da', 'usda:flour'],
  ] as const)('reads the compound %s (%s) as %s', (text, language, id) => {
    expect(identifyFood(text, language)?.food.id).toBe(id);
  });

  // Game is its own meat, not beef: "elk steaks" were beef sirloin.
  it.each([
    ['elk steaks', 'en', '17164'],
    ['venison', 'en', '17164'],
    ['ground venison', 'en', '17343'],
    ['älg', 'sv', '17164'],
    ['lapin', 'fr', '17177'],
  ] as const)('reads the game %s (%s) as USDA %s', (text, language, usda) => {
    expect(usdaOf(text, language)).toBe(usda);
  });

  // A dressing not otherwise named is a regular one, not fat-free honey mustard.
  it.each([
    ['dressing', '04114'],
    ['balsamic vinaigrette', '04114'],
    ['ranch dressing', '04639'],
    ['blue cheese dressing', '04539'],
    ['caesar dressing', '43015'],
  ] as const)('reads "%s" as USDA %s', (text, usda) => {
    expect(usdaOf(text, 'en')).toBe(usda);
  });
});
