import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, cn, Tooltip, toast } from '@app/ui';
import { ImagePlus, WandSparkles } from 'lucide-react';
import { graphql } from '../../__generated__/gql.ts';
import { invalidateRecipeLists } from '../../components/recipe-list-cache.ts';

const GenerateRecipeImageMutation = graphql(`
  mutation GenerateRecipeImageMutation($id: Int!) {
    generateRecipeImage(id: $id) {
      __typename
      ... on GenerateRecipeImageSuccess {
        recipe {
          id
          imageUrl
          updatedAt
        }
      }
    }
  }
`);

const failed = () =>
  toast({
    title: 'Generation Failed',
    description: 'Failed to generate image. Please try again.',
    variant: 'destructive',
  });

/** Draws a new picture for the recipe; the returned recipe updates the page and the lists. */
export function useGenerateRecipeImage(recipeId: number) {
  const client = useApolloClient();
  const [generateImage, { loading }] = useMutation(GenerateRecipeImageMutation);
  const generate = async () => {
    try {
      const { data } = await generateImage({ variables: { id: recipeId } });
      if (data?.generateRecipeImage.__typename !== 'GenerateRecipeImageSuccess') return failed();
      // Lists show the new picture through the recipe's cache entry; course tiles carry their
      // own copy of the newest recipe's picture.
      invalidateRecipeLists(client.cache, ['recipeCategories']);
      toast({ title: 'Image Generated' });
    } catch (error) {
      console.error('Image generation failed', error);
      failed();
    }
  };
  return { generate, isGenerating: loading };
}

interface GenerateImageButtonProps {
  hasImage: boolean;
  isGenerating: boolean;
  onGenerate: () => void;
  className?: string;
}

/**
 * On the picture: a prominent "Generate image" when there is none (spec §4), a small
 * "New image" otherwise. Busy while drawing.
 */
export function GenerateImageButton({
  hasImage,
  isGenerating,
  onGenerate,
  className,
}: GenerateImageButtonProps) {
  if (!hasImage) {
    return (
      <Button isLoading={isGenerating} onClick={onGenerate} className={cn('shadow-pop', className)}>
        {!isGenerating && <ImagePlus className="size-4" aria-hidden="true" />}
        {isGenerating ? 'Generating image…' : 'Generate image'}
      </Button>
    );
  }
  return (
    <Tooltip content="Draw a new picture for this recipe">
      <Button
        variant="secondary"
        isLoading={isGenerating}
        onClick={onGenerate}
        aria-label={isGenerating ? 'Generating a new image' : 'Generate a new image'}
        className={cn(
          'rounded-full bg-raised/95 px-3.5 text-sm shadow-pop backdrop-blur',
          className,
        )}
      >
        {!isGenerating && <WandSparkles className="size-4" aria-hidden="true" />}
        {isGenerating ? 'Generating…' : 'New image'}
      </Button>
    </Tooltip>
  );
}
