import { Alert, Button, cn } from '@app/ui';
import {
  CircleAlert,
  CircleCheck,
  Download,
  Globe,
  Link2Off,
  ListPlus,
  Pencil,
  RotateCcw,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ImportProgress } from '../../components/import-progress.tsx';
import { RecipeImage } from '../../components/recipe-image.tsx';
import { type ImportedRecipe, missingPartsNotice } from '../../components/recipe-import.ts';
import { sharedRecipeUrl } from './shared-url.ts';
import { useUrlImport } from './use-url-import.ts';

/** Spec §8: the import page's message when the request itself fails. */
export const importFailedMessage = 'Failed to import recipe';

/**
 * /import?url=… — opened by the bookmarklet, by a phone's share sheet (the manifest's share
 * target sends title, text and url) or by a link; shows the page's address and imports it when
 * the cook says so, since a link from anyone can lead here.
 */
export default function ImportScreen() {
  const [searchParams] = useSearchParams();
  const url = sharedRecipeUrl({
    url: searchParams.get('url'),
    text: searchParams.get('text'),
    title: searchParams.get('title'),
  });
  const state = useUrlImport(url);

  return (
    <main className="mx-auto flex max-w-xl flex-col px-4 py-8 sm:py-14">
      {state.status === 'missing' && (
        <ImportCard
          tone="neutral"
          icon={<Link2Off />}
          title="No recipe URL provided"
          actions={
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to="/add-recipe?method=url">Add Recipe</Link>
            </Button>
          }
        >
          Share a recipe page to this app from your phone&rsquo;s share menu, use the bookmarklet
          from your profile, or paste the page&rsquo;s address on the Add Recipe screen.
        </ImportCard>
      )}

      {state.status === 'confirming' && url && (
        <ImportCard
          tone="neutral"
          icon={<Globe />}
          title="Import this recipe?"
          actions={
            <>
              <Button size="lg" className="w-full sm:w-auto" onClick={state.confirm}>
                <Download className="size-4" aria-hidden="true" />
                Import Recipe
              </Button>
              <Button asChild variant="secondary" size="lg" className="w-full sm:w-auto">
                <Link to="/recipes">Cancel</Link>
              </Button>
            </>
          }
        >
          The recipe on this page will be read and added to your recipes.
          <p className="mt-4 break-all font-semibold text-ink">{hostOf(url)}</p>
          <SourceAddress url={url} />
        </ImportCard>
      )}

      {state.status === 'importing' && url && (
        <ImportCard tone="neutral" icon={<Globe />} title="Importing Recipe..." isBusy>
          <SourceAddress url={url} />
          <ImportProgress
            progress={state.progress}
            label="Importing recipe"
            className="mt-6 text-left"
          />
        </ImportCard>
      )}

      {state.status === 'done' && state.outcome.status === 'imported' && url && (
        <ImportedView imported={state.outcome.imported} url={url} />
      )}

      {state.status === 'done' && state.outcome.status === 'failed' && url && (
        <ImportCard
          tone="destructive"
          icon={<CircleAlert />}
          title="Import Failed"
          actions={
            <>
              <Button asChild size="lg" className="w-full sm:w-auto">
                <Link to="/add-recipe">Add Recipe Manually</Link>
              </Button>
              <Button
                variant="secondary"
                size="lg"
                className="w-full sm:w-auto"
                onClick={state.retry}
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                Try Again
              </Button>
            </>
          }
        >
          <span role="alert">{state.outcome.message ?? importFailedMessage}</span>
          <SourceAddress url={url} />
        </ImportCard>
      )}
    </main>
  );
}

function ImportedView({ imported, url }: { imported: ImportedRecipe; url: string }) {
  const { recipe, isExisting } = imported;
  const missing = missingPartsNotice(imported.missingParts);
  return (
    <ImportCard
      tone="success"
      icon={<CircleCheck />}
      title="Recipe Imported!"
      actions={
        <>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={`/recipe/${recipe.id}`}>View Recipe</Link>
          </Button>
          <Button asChild variant="secondary" size="lg" className="w-full sm:w-auto">
            <Link to="/recipes">View All Recipes</Link>
          </Button>
        </>
      }
    >
      {isExisting
        ? 'You imported this recipe before, so nothing new was added.'
        : 'It is in your recipes now, with nutrition per serving.'}
      <Link
        to={`/recipe/${recipe.id}`}
        className="mt-6 flex items-center gap-4 rounded-control border border-line bg-surface p-3 text-left transition-colors hover:bg-sunken"
      >
        <RecipeImage
          src={recipe.imageUrl}
          alt={recipe.name}
          className="size-20 shrink-0 rounded-control"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-display font-semibold text-ink text-lg leading-snug">
            {recipe.name}
          </span>
          <span className="truncate text-muted text-sm">{hostOf(url)}</span>
        </span>
      </Link>
      {missing && (
        <Alert
          title={missing}
          icon={<ListPlus className="size-5 shrink-0 text-primary" aria-hidden="true" />}
          className="mt-4 text-left"
        >
          <p>The rest of the recipe is saved.</p>
          <Button asChild variant="secondary" className="mt-3 self-start">
            {/* The recipe page opens straight in edit mode. */}
            <Link to={`/recipe/${recipe.id}`} state={{ isEditing: true }}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Recipe
            </Link>
          </Button>
        </Alert>
      )}
    </ImportCard>
  );
}

const tones = {
  neutral: 'bg-primary-soft text-primary',
  success: 'bg-herb-soft text-herb',
  destructive: 'bg-destructive-soft text-destructive',
} as const;

function ImportCard({
  tone,
  icon,
  title,
  isBusy = false,
  actions,
  children,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  isBusy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-busy={isBusy || undefined}
      className="flex flex-col items-center rounded-card border border-line bg-raised px-5 py-8 text-center shadow-card sm:px-10 sm:py-10"
    >
      <div
        aria-hidden="true"
        className={cn(
          'mb-5 flex size-16 items-center justify-center rounded-full [&_svg]:size-8',
          tones[tone],
          isBusy && 'motion-safe:animate-pulse',
        )}
      >
        {icon}
      </div>
      <h1 className="font-display font-semibold text-2xl text-ink sm:text-3xl">{title}</h1>
      <div className="mt-3 flex w-full flex-col text-muted leading-relaxed">{children}</div>
      {actions && (
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {actions}
        </div>
      )}
    </section>
  );
}

function SourceAddress({ url }: { url: string }) {
  return (
    <p className="mt-2 break-all text-muted text-sm" title={url}>
      {shortAddress(url)}
    </p>
  );
}

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** "example.com/recipes/lasagna", shortened in the middle when long. */
function shortAddress(url: string): string {
  const { hostname, pathname } = new URL(url);
  const address = `${hostname.replace(/^www\./, '')}${pathname === '/' ? '' : pathname}`;
  return address.length > 80 ? `${address.slice(0, 50)}…${address.slice(-25)}` : address;
}
