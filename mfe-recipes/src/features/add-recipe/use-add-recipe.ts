import { toast } from '@app/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type ImportProgressState,
  type ImportSource,
  missingPartsNotice,
} from '../../components/recipe-import.ts';
import { useIsMounted, useRecipeImport } from '../../components/use-recipe-import.ts';

export type AddMethod = 'camera' | 'photo' | 'text' | 'url';

export interface AddRecipeFailure {
  /** The server's sentence; null when the request failed for another reason. */
  message: string | null;
}

export interface AddRecipe {
  progress: ImportProgressState | null;
  /** The method whose import is running (its button shows the pending label). */
  pendingMethod: AddMethod | null;
  failure: AddRecipeFailure | null;
  clearFailure: () => void;
  /** Each answers whether the recipe was added (the screen then moves to it). */
  submitText: (text: string) => Promise<boolean>;
  submitUrl: (url: string) => Promise<boolean>;
  /** One photo, or up to four photos of one recipe in reading order. */
  submitImage: (method: 'camera' | 'photo', images: string[]) => Promise<boolean>;
}

const firstMessages: Record<AddMethod, string> = {
  text: 'Reading the recipe',
  url: 'Fetching the page',
  photo: 'Uploading the photo',
  camera: 'Uploading the photo',
};

/** Runs an add by any method: progress, then 'Recipe Added!' and the recipe, or the failure. */
export function useAddRecipe(): AddRecipe {
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const { progress, run } = useRecipeImport({ isPrepared: true });
  const [pendingMethod, setPendingMethod] = useState<AddMethod | null>(null);
  const [failure, setFailure] = useState<AddRecipeFailure | null>(null);

  const submit = useCallback(
    async (method: AddMethod, source: ImportSource): Promise<boolean> => {
      setFailure(null);
      setPendingMethod(method);
      const outcome = await run(source, firstMessages[method]);
      if (outcome.status === 'failed') {
        setFailure({ message: outcome.message });
        setPendingMethod(null);
        return false;
      }
      const { recipe, isExisting, missingParts } = outcome.imported;
      // A partial import is saved too; the toast says what to add (the recipe page offers it).
      const missing = missingPartsNotice(missingParts);
      toast(
        isExisting
          ? {
              title: 'Already in Your Recipes',
              description: `You imported ${recipe.name} before, so here it is.`,
            }
          : {
              title: 'Recipe Added!',
              description: `${recipe.name} is in your recipes.${missing ? ` ${missing}` : ''}`,
            },
      );
      // The cook may have left the screen while it worked; the toast still says it is saved.
      if (isMounted()) navigate(`/recipe/${recipe.id}`);
      return true;
    },
    [run, navigate, isMounted],
  );

  const submitText = useCallback((text: string) => submit('text', { text }), [submit]);

  const submitUrl = useCallback((url: string) => submit('url', { url: url.trim() }), [submit]);

  const submitImage = useCallback(
    (method: 'camera' | 'photo', images: string[]) =>
      // The photo is read in the cook's own language first (the device's list).
      submit(method, { images, languages: [...navigator.languages].slice(0, 10) }),
    [submit],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { progress, pendingMethod, failure, clearFailure, submitText, submitUrl, submitImage };
}
