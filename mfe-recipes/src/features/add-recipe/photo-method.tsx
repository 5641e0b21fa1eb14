import { Button, cn } from '@app/ui';
import { ImageUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { analyzingLabel } from './pending-labels.ts';
import { isImageFile, notAnImageMessage, PhotoError, preparePhoto } from './prepare-photo.ts';

/** Page 1 and page 2, or ingredients and method on two screenshots: read as one recipe. */
export const maxPhotos = 4;
export const tooManyPhotosMessage = `Too Many Photos: Choose up to ${maxPhotos} photos of one recipe.`;

interface PhotoMethodProps {
  isPending: boolean;
  isAnalyzing: boolean;
  /** The chosen photos in reading order, as data URLs. */
  onPhoto: (images: string[]) => Promise<boolean>;
}

/**
 * Choose (or drop) one picture of a recipe, or up to four of the same recipe (its pages, or
 * screenshots of a long page); they are sent as soon as they are chosen, read in the order
 * chosen.
 */
export function PhotoMethod({ isPending, isAnalyzing, onPhoto }: PhotoMethodProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const isBusy = isPending || isPreparing;

  const send = async (files: File[]) => {
    if (files.some((file) => !isImageFile(file))) {
      setError(notAnImageMessage);
      return;
    }
    if (files.length > maxPhotos) {
      setError(tooManyPhotosMessage);
      return;
    }
    setError(null);
    setIsPreparing(true);
    const images: string[] = [];
    try {
      for (const file of files) images.push(await preparePhoto(file));
    } catch (caught) {
      setError(caught instanceof PhotoError ? caught.message : notAnImageMessage);
      return;
    } finally {
      setIsPreparing(false);
    }
    setPreviews(images);
    const isAdded = await onPhoto(images);
    if (!isAdded) setPreviews([]);
  };

  const choose = (list: FileList | null) => {
    const files = list ? [...list] : [];
    // Cleared so choosing the same files again (after a failure) is a change too.
    if (input.current) input.current.value = '';
    if (files.length > 0) void send(files);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isBusy) choose(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Recipe photo"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-4 rounded-card border-2 border-line border-dashed bg-surface px-3 py-8 text-center transition-colors sm:px-5',
          isDragging && 'border-primary bg-primary-soft',
        )}
      >
        {previews.length > 0 ? (
          <ol aria-label="Chosen photos" className="flex flex-wrap justify-center gap-3">
            {previews.map((preview, index) => (
              <li
                key={preview.slice(-32) + String(index)}
                className="flex flex-col items-center gap-1"
              >
                <img
                  src={preview}
                  alt={
                    previews.length > 1 ? `Page ${index + 1} of the recipe` : 'The chosen recipe'
                  }
                  className={cn(
                    'rounded-control border border-line object-contain shadow-card',
                    previews.length > 1 ? 'max-h-40' : 'max-h-64',
                  )}
                />
                {previews.length > 1 && (
                  <span className="text-muted text-xs">Page {index + 1}</span>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <div
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary"
          >
            <ImageUp className="size-8" />
          </div>
        )}
        <div className="flex flex-col gap-1">
          <p className="font-medium text-ink">A photo of a cookbook page or a recipe card</p>
          <p className="text-muted text-sm">
            Or a screenshot. A recipe over several pages? Choose up to {maxPhotos} photos at once,
            in reading order. JPEG, PNG, WebP or HEIC; large photos are resized before upload.
          </p>
        </div>
        <Button
          size="lg"
          className="w-full px-4 text-base sm:w-auto sm:px-6 sm:text-lg"
          onClick={() => input.current?.click()}
          disabled={isBusy}
          isLoading={isAnalyzing || isPreparing}
        >
          {!(isAnalyzing || isPreparing) && <ImageUp className="size-5" aria-hidden="true" />}
          {isAnalyzing || isPreparing ? analyzingLabel : 'Choose a Photo'}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          aria-label="Recipe photo file"
          className="hidden"
          disabled={isBusy}
          onChange={(event) => choose(event.target.files)}
        />
      </section>
      {error && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
