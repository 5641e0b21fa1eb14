import { Button, Field, Input } from '@app/ui';
import { Globe } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { recipeUrlError, urlRequiredMessage } from './add-recipe-validation.ts';
import { fetchingLabel } from './pending-labels.ts';

interface UrlMethodProps {
  url: string;
  onUrlChange: (url: string) => void;
  isPending: boolean;
  isFetching: boolean;
  onSubmit: (url: string) => void;
}

/** The address of a recipe page; its recipe card is read, the life story left behind. */
export function UrlMethod({ url, onUrlChange, isPending, isFetching, onSubmit }: UrlMethodProps) {
  const [error, setError] = useState<string | null>(null);
  const isBlank = url.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = recipeUrlError(url);
    setError(message);
    if (!message) onSubmit(url.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="Recipe website address"
        hint="Works with most recipe sites. On your phone, share a recipe page to this app to import it in one step."
        error={error}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="https://www.example.com/lasagna"
          value={url}
          readOnly={isPending}
          onChange={(event) => {
            onUrlChange(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // The button is disabled while the field is blank, which also blocks Enter:
            // say why instead of doing nothing.
            if (event.key === 'Enter' && isBlank && !isPending) setError(urlRequiredMessage);
          }}
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        className="w-full px-4 text-base sm:w-auto sm:self-start sm:px-6 sm:text-lg"
        disabled={isPending || isBlank}
        isLoading={isFetching}
      >
        {!isFetching && <Globe className="size-5" aria-hidden="true" />}
        {isFetching ? fetchingLabel : 'Fetch Recipe'}
      </Button>
    </form>
  );
}
