import { Button, Field, Textarea } from '@app/ui';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { recipeTextError } from './add-recipe-validation.ts';
import { analyzingLabel } from './pending-labels.ts';

/** Shown in the empty text area: what a good paste looks like. */
export const recipeTextExample = `Example:
Lemon Garlic Chicken
Serves 4 · Prep 10 min · Cook 25 min

Ingredients
4 chicken thighs
2 tbsp olive oil
3 cloves garlic, minced
1 lemon, juiced

Instructions
1. Heat the oven to 200 °C (400 °F).
2. Toss the chicken with the oil, garlic and lemon.
3. Roast for 25 minutes until golden.`;

interface TextMethodProps {
  text: string;
  onTextChange: (text: string) => void;
  isPending: boolean;
  isAnalyzing: boolean;
  onSubmit: (text: string) => void;
}

/** Paste a recipe from anywhere; the analysis finds the parts and fills in the rest. */
export function TextMethod({
  text,
  onTextChange,
  isPending,
  isAnalyzing,
  onSubmit,
}: TextMethodProps) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = recipeTextError(text);
    setError(message);
    if (!message) onSubmit(text);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="Recipe text"
        hint="Paste it from a website, an e-mail or your notes. Headings are optional: we find the ingredients, the steps, times and servings, then add nutrition and a picture."
        error={error}
      >
        <Textarea
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setError(null);
          }}
          placeholder={recipeTextExample}
          rows={14}
          readOnly={isPending}
          className="min-h-72 text-sm sm:text-base"
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        className="w-full px-4 text-base sm:w-auto sm:self-start sm:px-6 sm:text-lg"
        disabled={isPending}
        isLoading={isAnalyzing}
      >
        {!isAnalyzing && <Sparkles className="size-5" aria-hidden="true" />}
        {isAnalyzing ? analyzingLabel : 'Analyze Recipe'}
      </Button>
    </form>
  );
}
