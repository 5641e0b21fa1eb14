import { useMutation } from '@apollo/client/react';
import { Button, copyText, toast } from '@app/ui';
import { Globe, Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { sharedRecipePath } from '../../components/shared-recipe-path.ts';

const SetRecipeSharedMutation = graphql(`
  mutation SetRecipeSharedMutation($id: Int!, $isShared: Boolean!) {
    setRecipeShared(id: $id, isShared: $isShared) {
      __typename
      ... on SetRecipeSharedSuccess {
        recipe {
          id
          isShared
        }
      }
    }
  }
`);

/** Spec §9: the share link is the origin plus /shared/recipe/{id}. */
export function shareUrlOf(recipeId: number): string {
  return `${window.location.origin}${sharedRecipePath(recipeId)}`;
}

interface ShareRecipeProps {
  recipeId: number;
  name: string;
  isShared: boolean;
  className?: string;
}

const shareFailed = () =>
  toast({
    title: 'Share Failed',
    description: 'Could not share this recipe. Please try again.',
    variant: 'destructive',
  });

/**
 * Shares the recipe's public page: the recipe is made public first (a private recipe's link
 * would show 'Recipe Not Found'), then the phone's share sheet opens, or the link is copied.
 */
export function ShareButton({ recipeId, name, isShared, className }: ShareRecipeProps) {
  const [setShared, { loading }] = useMutation(SetRecipeSharedMutation);

  const share = async () => {
    if (!isShared) {
      try {
        const { data } = await setShared({ variables: { id: recipeId, isShared: true } });
        if (data?.setRecipeShared.__typename !== 'SetRecipeSharedSuccess') return shareFailed();
      } catch {
        return shareFailed();
      }
    }
    const url = shareUrlOf(recipeId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text: `${name}: a recipe to cook`, url });
        return;
      } catch (error) {
        // The cook closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(url)) {
      toast({ title: 'Link Copied', description: 'Anyone with the link can view this recipe.' });
    } else {
      toast({ title: 'Share this link', description: url, duration: 15_000 });
    }
  };

  return (
    <Button
      variant="secondary"
      isLoading={loading}
      onClick={() => void share()}
      className={className}
    >
      {!loading && <Share2 className="size-4" aria-hidden="true" />}
      Share
    </Button>
  );
}

/** Says that the recipe is public and offers to make it private again. */
export function SharingNotice({ recipeId }: { recipeId: number }) {
  const [setShared, { loading }] = useMutation(SetRecipeSharedMutation);

  const stopSharing = async () => {
    try {
      const { data } = await setShared({ variables: { id: recipeId, isShared: false } });
      if (data?.setRecipeShared.__typename !== 'SetRecipeSharedSuccess') throw new Error();
      toast({ title: 'Sharing Stopped', description: 'The link no longer opens this recipe.' });
    } catch {
      toast({
        title: 'Update Failed',
        description: 'Could not stop sharing this recipe. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex items-center gap-3 rounded-control border border-herb/30 bg-herb-soft py-1 pr-1 pl-3 text-sm">
      <Globe className="size-4 shrink-0 text-herb" aria-hidden="true" />
      <p className="min-w-0 flex-1 py-2 text-ink leading-snug">
        Anyone with the link can view this recipe.{' '}
        <Link
          to={sharedRecipePath(recipeId)}
          className="font-medium text-primary underline underline-offset-2"
        >
          Open public page
        </Link>
      </p>
      <Button
        variant="ghost"
        size="sm"
        isLoading={loading}
        onClick={() => void stopSharing()}
        className="h-11"
      >
        Stop sharing
      </Button>
    </div>
  );
}
