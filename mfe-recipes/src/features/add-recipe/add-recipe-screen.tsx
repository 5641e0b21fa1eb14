import { Alert, Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { Camera, FileText, ImageUp, Link2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ImportProgress } from '../../components/import-progress.tsx';
import { CameraMethod } from './camera-method.tsx';
import { PhotoMethod } from './photo-method.tsx';
import { TextMethod } from './text-method.tsx';
import { TipsCard } from './tips-card.tsx';
import { UrlMethod } from './url-method.tsx';
import { type AddMethod, useAddRecipe } from './use-add-recipe.ts';

const methods: { value: AddMethod; label: string; icon: LucideIcon }[] = [
  { value: 'camera', label: 'Camera', icon: Camera },
  { value: 'photo', label: 'Photo', icon: ImageUp },
  { value: 'text', label: 'Text', icon: FileText },
  { value: 'url', label: 'URL', icon: Link2 },
];

/**
 * Text first: it needs no permission prompt, and pasting is what most people arrive to do.
 * `?method=` opens another tab (links from the import page, the app's shortcuts).
 */
const defaultMethod: AddMethod = 'text';

function isAddMethod(value: string | null): value is AddMethod {
  return methods.some((method) => method.value === value);
}

export const genericFailureMessage =
  'Something went wrong. Please try a different method or check your input.';

/** /add-recipe: camera, photo, pasted text or a website, analyzed into a saved recipe. */
export default function AddRecipeScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('method');
  const method = isAddMethod(requested) ? requested : defaultMethod;
  const add = useAddRecipe();
  const isPending = add.pendingMethod !== null;
  // Kept here so switching tabs does not lose what was pasted.
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');

  const chooseMethod = (value: string) => {
    if (!isAddMethod(value) || isPending) return;
    add.clearFailure();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('method', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <header className="mb-6">
        <h1 className="font-display font-semibold text-3xl text-ink">Add Recipe</h1>
        <p className="mt-1 text-muted">
          Snap it, upload it, paste it or bring it in from a website.
          <span className="hidden sm:inline">
            {' '}
            We read the recipe, work out the nutrition and draw a picture.
          </span>
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-label="Add a recipe"
          className="min-w-0 rounded-card border border-line bg-raised p-4 shadow-card sm:p-6"
        >
          <Tabs value={method} onValueChange={chooseMethod}>
            <TabsList aria-label="How to add the recipe" className="grid w-full grid-cols-4">
              {methods.map(({ value, label, icon: Icon }) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  disabled={isPending}
                  className="h-14 flex-col gap-1 px-1 text-xs sm:h-11 sm:flex-row sm:gap-2 sm:text-sm"
                >
                  <Icon className="size-5 sm:size-4" aria-hidden="true" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="camera" className="mt-5">
              <CameraMethod
                isPending={isPending}
                isAnalyzing={add.pendingMethod === 'camera'}
                onCapture={(image) => add.submitImage('camera', [image])}
                onUsePhoto={() => chooseMethod('photo')}
              />
            </TabsContent>
            <TabsContent value="photo" className="mt-5">
              <PhotoMethod
                isPending={isPending}
                isAnalyzing={add.pendingMethod === 'photo'}
                onPhoto={(images) => add.submitImage('photo', images)}
              />
            </TabsContent>
            <TabsContent value="text" className="mt-5">
              <TextMethod
                text={text}
                onTextChange={setText}
                isPending={isPending}
                isAnalyzing={add.pendingMethod === 'text'}
                onSubmit={(value) => void add.submitText(value)}
              />
            </TabsContent>
            <TabsContent value="url" className="mt-5">
              <UrlMethod
                url={url}
                onUrlChange={setUrl}
                isPending={isPending}
                isFetching={add.pendingMethod === 'url'}
                onSubmit={(value) => void add.submitUrl(value)}
              />
            </TabsContent>
          </Tabs>
          {add.progress && (
            <ImportProgress
              progress={add.progress}
              label="Adding recipe"
              className="mt-5 rounded-control border border-line bg-surface p-4"
            />
          )}
          {add.failure && (
            <Alert variant="destructive" title="Oops! That didn't work" className="mt-5">
              <p>{add.failure.message ?? genericFailureMessage}</p>
              {method !== 'text' && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  onClick={() => chooseMethod('text')}
                >
                  <FileText className="size-4" aria-hidden="true" />
                  Paste the Text Instead
                </Button>
              )}
            </Alert>
          )}
        </section>
        <TipsCard />
      </div>
    </main>
  );
}
