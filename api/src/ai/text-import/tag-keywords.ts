/** Word lists behind `inferTags`, in the languages the text importer reads. */

/** Course tags use the words the app's course filter matches (breakfast|brunch, dessert|cake, ...). */
export const courseKeywords: Array<[string, RegExp]> = [
  [
    'drink',
    /\b(smoothie|cocktail|lemonade|caffè latte|milkshake|shake|mojito|margarita|sangria|punch|lassi|iced tea|hot chocolate|spritz|limonade|drink|getränk|boisson|bevanda|bebida|batido)\b/iu,
  ],
  [
    'breakfast',
    /\b(breakfast|brunch|pancakes?|waffles?|french toast|granola|oatmeal|porridge|overnight oats|omelett?e?s?|scrambled eggs|shakshuka|muesli|müsli|muffins?|frühstück|petit[- ]déjeuner|colazione|desayuno|crêpes?)\b/iu,
  ],
  [
    'dessert',
    /\b(desserts?|cakes?|cupcakes?|cheesecake|cookies?|brownies?|blondies|pies?|tarts?|tartes?|pudding|ice cream|sorbet|mousse|crumble|cobbler|tiramis[uù]|pavlova|fudge|custard|panna cotta|bavarese|bavarois|macarons?|truffles?|plätzchen|gâteau|clafoutis|dolce|torta|crostata|semifreddo|postre|tarta|flan|bizcocho|sweet bread|cinnamon rolls?|banana bread|bars)\b|(kuchen|torte|plätzchen)\b/iu,
  ],
  [
    'snack',
    /\b(snacks?|appetizers?|starters?|dips?|hummus|guacamole|popcorn|energy balls|bites|crackers|nachos|bruschetta|spring rolls|chicken wings|wings|antipast[oi]|tapas?|vorspeise|apéritif|amuse-bouche)\b/iu,
  ],
  [
    'lunch',
    /\b(lunch|sandwich(es)?|wraps?|panini|toastie|quesadillas?|salads?|soups?|soupe|salade|zuppa|insalata|sopa|ensalada|quiche)\b|(salat|suppe)\b/iu,
  ],
  [
    'dinner',
    /\b(dinner|main course|supper|curry|stew|casserole|lasagn[ae]|burgers?|chili|meatloaf|hackbraten|risotto|stir[- ]fry|tacos|pizza|enchiladas|bolognese|boloñesa|ratatouille|roast|goulash|gulasch|paella|pot pie|shepherd's pie|cottage pie|traybake|sheet pan|schnitzel|ragù|ragu|pot-au-feu|boeuf bourguignon|tagine|fajitas|kebabs?|meatballs|spaghetti|pasta|carbonara)\b|(braten|eintopf|auflauf|gulasch)\b/iu,
  ],
];

/** Main ingredients, most specific first; the first found in the name wins. */
export const mainIngredientKeywords: Array<[string, RegExp]> = [
  [
    'shrimp',
    /\b(shrimps?|prawns?|garnelen|crevettes|gamberi|gamberetti|gambas|camarones|langostinos)\b/iu,
  ],
  [
    'fish',
    /\b(fish|salmon|cod|tuna|haddock|tilapia|trout|halibut|mackerel|sardines?|sea bass|snapper|fisch|lachs|kabeljau|thunfisch|poisson|saumon|cabillaud|thon|pesce|salmone|merluzzo|tonno|pescado|salmón|bacalao|atún|merluza)\b/iu,
  ],
  ['chicken', /\b(chicken|hähnchen|hühnchen|huhn|hühnerbrust|poulet|pollo)\b/iu],
  ['turkey', /\b(turkey|pute|truthahn|dinde|tacchino|pavo)\b/iu],
  [
    'beef',
    /\b(beef|steak|brisket|ground beef|minced beef|rindfleisch|rinderhack|hackfleisch|bœuf|boeuf|steak haché|manzo|macinato|ternera|carne picada)\b/iu,
  ],
  [
    'pork',
    /\b(pork|bacon|ham|pancetta|prosciutto|chorizo|sausages?|schwein|schweinefleisch|speck|schinken|würstchen|bratwurst|porc|lardons|jambon|maiale|salsiccia|cerdo|jamón|tocino)\b/iu,
  ],
  ['lamb', /\b(lamb|mutton|lamm|agneau|agnello|cordero)\b/iu],
  ['tofu', /\b(tofu|tempeh)\b/iu],
  ['lentils', /\b(lentils?|dal|dhal|linsen|lentilles|lenticchie|lentejas)\b/iu],
  ['chickpeas', /\b(chickpeas?|garbanzos?|kichererbsen|pois chiches|ceci)\b/iu],
  [
    'beans',
    /\b(black beans|kidney beans|cannellini|pinto beans|white beans|bohnen|haricots|fagioli|frijoles|alubias)\b/iu,
  ],
  [
    'eggs',
    /\b(eggs?|omelett?e|frittata|shakshuka|quiche|eier|œufs|oeufs|uova|huevos?|tortilla española)\b/iu,
  ],
  [
    'pasta',
    /\b(pasta|spaghetti|penne|macaroni|lasagn[ae]|noodles|fusilli|linguine|fettuccine|tagliatelle|rigatoni|orzo|gnocchi|nudeln|spätzle|pâtes|espaguetis|fideos|macarrones)\b/iu,
  ],
  ['rice', /\b(rice|risotto|pilaf|paella|biryani|fried rice|reis|riz|riso|arroz)\b/iu],
  ['potatoes', /\b(potato(es)?|kartoffeln?|pommes de terre|patate|patatas)\b/iu],
  ['mushrooms', /\b(mushrooms?|pilze|champignons?|funghi|champiñones|setas)\b/iu],
];

/** Any of these in an ingredient makes a recipe not vegetarian (broths and gelatin count). */
export const meatOrFish =
  /\b(chicken|beef|steak|pork|bacon|ham|lamb|mutton|turkey|duck|veal|venison|sausages?|salami|pepperoni|prosciutto|pancetta|chorizo|mince|ground meat|meatballs?|fish|salmon|cod|tuna|haddock|tilapia|trout|halibut|mackerel|sardines?|anchov(y|ies)|shrimps?|prawns?|crab|lobster|mussels|clams|oysters|scallops|squid|octopus|gelatine?|lard|suet|worcestershire|fish sauce|oyster sauce|hähnchen|huhn|rindfleisch|rinderhack|hackfleisch|fleisch|fleischbrühe|schwein|speck|schinken|wurst|würstchen|bratwurst|lachs|fisch|garnelen|poulet|bœuf|boeuf|porc|jambon|lardons|viande|poisson|saumon|thon|crevettes|pollo|manzo|maiale|carne|pesce|salmone|tonno|gamberi|gelatina|cerdo|ternera|jamón|pescado|atún|gambas|bresaola|guanciale)\b/iu;

/** Milk, cheese, cream, butter and friends, unless the line says it is a plant version. */
export const dairy =
  /\b(milk|buttermilk|butter|cream|cheese|cheddar|mozzarella|parmesan|parmigiano|pecorino|ricotta|feta|fontina|gruyère|mascarpone|yogu?h?urt|ghee|crème fraîche|sour cream|whey|milch|sahne|käse|quark|schmand|joghurt|lait|beurre|crème|fromage|latte|burro|panna|formaggio|leche|mantequilla|nata|queso)\b/iu;
export const plantDairy =
  /\b(coconut|almond|oat|soy|soya|rice|cashew|peanut|vegan|plant-based|dairy-free|cocoa|apple|nut|of tartar|kokos|hafer|mandel)\s*[-\p{L}]*\s*(milk|butter|cream|cheese|yogh?urt|milch|sahne|lait|crème|latte|leche)\b|\bcream of tartar\b/iu;
export const egg =
  /\b(eggs?|egg whites?|egg yolks?|yolks?|mayonnaise|mayo|ei|eier|eigelb|eiweiß|œufs?|oeufs?|uova|uovo|tuorli|albumi|huevos?|yemas?)\b/iu;
export const honey = /\b(honey|honig|miel|miele)\b/iu;

export const gluten =
  /\b(flour|wheat|bread|breadcrumbs|panko|pasta|spaghetti|penne|macaroni|noodles|lasagn[ae]|couscous|barley|rye|spelt|semolina|bulgur|farro|seitan|soy sauce|beer|crackers|tortillas?|buns?|rolls?|pizza crusts?|pie shell|pie crust|pastry|puff pastry|oats|biscuits|cookies|croutons|mehl|weizen|brot|semmel|brötchen|nudeln|paniermehl|farine|pain|pâtes?|chapelure|farina|pane|pangrattato|harina|pan rallado|espaguetis|fideos|graham|malt)\b/iu;
export const glutenFreeVariant =
  /\b(gluten[- ]free|rice flour|almond flour|coconut flour|corn ?flour|cornstarch|rice noodles|corn tortillas?|tamari|chickpea flour|buckwheat)\b/iu;
