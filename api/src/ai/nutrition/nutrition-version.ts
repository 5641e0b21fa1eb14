/**
 * The version of the figures `computeNutrition` answers. Bump it with any change to the reader,
 * the food lexicon or the tables that changes figures: recipes saved with a lower number are
 * recomputed in the background at start-up (modules/recipes/nutrition-recompute.ts). Only ever
 * increases, so an older replica still running during a rollout never takes figures back.
 */
export const nutritionVersion = 4;

/**
 * Each version's SHA-256 (first 16 hex digits) of the data files the figures rest on: append
 * one with every bump (the same hash again when only the reader changed), never edit one.
 * nutrition-version.test.ts fails when the data changes without a new version.
 */
export const nutritionDataHashes: Readonly<Record<number, string>> = {
  1: '427fc9ece7e9e768',
  // Compounds named by their first part ("Kokosmilch", "Mandelmilch", "Vanilleeis"); rapeseed
  // oil and shredded coconut in ten languages; wheat flour outside English is white flour; the
  // Scandinavian cup ("kopp", "kop"); venison, elk and rabbit; plant milk; a loaf of bread; ice
  // cream, jelly, pasta sauce and other foods USDA measures by a serving's volume weighed by it;
  // a range counts its first amount; brackets within brackets; "1 350g block"; the Swiss "c.s."
  // and "c.c."; a bunch of a dried herb's name is the fresh herb ("1 Bund Koriander").
  2: '7e3cebc7e640a33d',
  // English words are not matched by a stem they share with another ("paste" is not pasta,
  // "rice papers" not papaya); a possessive is one word ("Hershey's Kisses"); rice paper, crisp
  // rice cereal, panko, fresh bread crumbs, almond flour, lime zest, fresh tuna, beef gelatin and
  // German Lauchzwiebeln; a food's own weight where USDA's measure is another size (a chicken
  // breast half 174 g, not the 272 g double breast; a wing 58 g without its bone; a cup of panko
  // 56 g); the zest of a lemon, lime or orange; "A/B" is an alternative; thin or thick slices
  // are slices; a range counts its first amount everywhere; a line that says dried is not the
  // fresh herb; cream cheese in ten languages ("Frischkäse" was cheddar), French fromage frais
  // and butter biscuits; flavour extracts, vanilla bean paste, sodas, condensed mushroom soup;
  // a German compound ends in a German word ("Blaubeeren" were beer), Butterschmalz is ghee;
  // "half a cup", "meia xícara", "einen halben Liter"; "cuill. à café"; Portuguese "colher",
  // "quilo", "unid."; "1 and 1/2", "1/4 + 1/8"; British yoghurt, cornflour, mixed herbs;
  // espresso powder, bouillon powder, pie shells, shortening, juice concentrates; a bunch of
  // chives; fillets in a compound word ("Lachsfilets", "Hähnchenbrustfilets", "laxfiléer"),
  // a fillet of what has no fillet measure is a piece; Swedish lax, Norwegian laks; a Becher of
  // cream; sachets of vanilla sugar and baking powder, stock cubes and fresh yeast as European
  // recipes count them; bay leaf, leeks, prunes, Emmental, Gruyère, parsley, stew meat, mince
  // and zest in the languages that lacked them; vanilla pods (a "vanilla bean" was green beans);
  // spareribs; a dried apricot; the leaves of a dough are its sheets; "1 e 1/2", "1 y 1/2";
  // tomato paste ("Tomatenmark" was passata), baking soda, garlic and onion powder, ground
  // ginger, chocolate chips, ground beef and unsalted butter in nine languages; "ajo en polvo"
  // is the powder, not garlic packed in something; chicken breast, icing sugar, maple syrup,
  // broths, curry powder, pie crust, sausage, evaporated milk and a few more where a language
  // lacked them; a sweetener named as such is a tabletop one without calories (was agave syrup);
  // German Eis is ice cream (Erdbeereis was ice), Eiswürfel ice; oat drinks in ten languages
  // (were milk); "1 500 g" is 1,500 g in languages that group thousands with a space;
  // "1/4 de cucharadita" (a joining word before the unit); Italian mentuccia; cherry tomatoes in
  // ten languages weighed as cherry tomatoes ("10 Kirschtomaten" were 1.2 kg); mascarpone, kefir
  // and skyr foods of their own; a pork shoulder or butt is the whole shoulder (was blade steaks);
  // a long unknown word one letter from a food name is that food ("tumeric", "mozarella").
  3: 'b57247d42c9ba180',
  // Everyday foods that were not known: pork of no named cut, pork loin, ribeye, back ribs, hot
  // dogs, beetroot, romaine, rocket, mandarins, star anise, five-spice, sumac, za'atar, ras el
  // hanout, spice mixes, galangal, mirin, treacle, pastry, espresso, cacao, grenadine, spirits,
  // spelt and farro, brioche, ciabatta, sprinkles, candy melts, food colouring, cooking spray,
  // pecorino, gorgonzola, manchego, agar, kecap manis, and names missing in nine languages
  // (Paprikaschote, Radieschen, boniato, mele, abobrinha, frambozen, kycklinglår…); Danish and
  // Swedish plurals that drop an "e" or double a consonant ("kartofler", "hasselnötter"); a
  // name kept abroad ("emmental" in English); invisible characters; "1 teaspoonvanilla"; a
  // seasoning of no named kind in thirteen languages; Harz-type sour milk cheeses; Polish
  // describing words before a comma ("gęstej, kwaśnej śmietany") and what a food is packed in;
  // a slip in the head noun ("pasta tortelleni"); pepper and Paprika counted, cut, by the jar or
  // in the plural are the vegetable (were black pepper), by the spoon the spice; jars, tubs and
  // boxes as US shops sell them; a package of cream cheese is the 8 oz block (was 3 oz); the
  // plain word for yeast in German, Scandinavian and Dutch is the fresh cube ("1 Würfel Hefe"
  // 42 g); a stalk of leek; a splash ("Schuss"); a drained weight ("Abtropfgewicht 240 g");
  // lemongrass stalks, a rotisserie chicken's meat, Mexican cheese blend; a knob of butter, a
  // drizzle ("filet", "fio", "chorrito"), "noce di burro", "cubetto"; baking powder named as
  // yeast ("levadura química", "lievito per dolci"); condensed milk, Italian olive oil; the kind
  // after a class noun that comes first ("queijo muçarela" was cheddar); a whole nutmeg; ground
  // pork in thirteen languages ("hakket svinekød" was pork of no cut); a splash in Dutch; a pack
  // of Scandinavian fresh yeast; containers as sold where the recipe's language is written (a US
  // container of ricotta 15 oz, a European tub 250 g); a spoon of gelatin as USDA's envelope;
  // Asian, Indian and baking foods that were not known (curry pastes, dals, roti, wrappers,
  // dashi, ponzu, matcha, marzipan, candied peel, buttercream, labneh, schmaltz, grits…);
  // Slovak read with Czech (the taxonomy's Slovak names, its spoons and staples) and the Czech
  // "PL"/"ČL"; short Slavic stems keep their case endings apart ("oleja", "oleju" are oil);
  // Hungarian compounds ("vöröshagyma", "csirkemell"), kömény as caraway, "kiskanál"; a head of
  // what has none is the whole piece ("1 fej vöröshagyma"); pecans in eight languages ("noix
  // de pécan" were walnuts); a label before an amount ("Optional: 1 chopped onion") no longer
  // hides the amount; a pack of yeast as each country sells it (Scandinavian fresh 50 g, a
  // German Päckchen 7 g; Dutch "gist" is the dry sachet); sake and mirin apart.
  4: 'af80aba7bca32b7d',
};

/** The data files a version's hash covers, relative to this folder. */
export const nutritionDataFiles = [
  '../food/data/food-lexicon.json',
  'data/aliases.csv',
  'data/foods.csv',
  'data/portions.csv',
] as const;
