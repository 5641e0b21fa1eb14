import { Button, cn } from '@app/ui';
import { ImageUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { analyzingLabel } from './pending-labels.ts';
import { isImageFile, notAnImageMessage, PhotoError, preparePhoto } from './prepare-photo.ts';

interface PhotoMethodProps {
  isPending: boolean;
  isAnalyzing: boolean;
  onPhoto: (image: string) => Promise<boolean>;
}

/** Choose (or drop) a picture of a recipe; it is sent as soon as it is chosen. */
export function PhotoMethod({ isPending, isAnalyzing, onPhoto }: PhotoMethodProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const isBusy = isPending || isPreparing;

  const send = async (file: File) => {
    if (!isImageFile(file)) {
      setError(notAnImageMessage);
      return;
    }
    setError(null);
    setIsPreparing(true);
    let image: string;
    try {
      image = await preparePhoto(file);
    } catch (caught) {
      setError(caught instanceof PhotoError ? caught.message : notAnImageMessage);
      return;
    } finally {
      setIsPreparing(false);
    }
    setPreview(image);
    const isAdded = await onPhoto(image);
    if (!isAdded) setPreview(null);
  };

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    // Cleared so choosing the same file again (after a failure) is a change too.
    if (input.current) input.current.value = '';
    if (file) void send(file);
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
        {preview ? (
          <img
            src={preview}
            alt="The chosen recipe"
            className="max-h-64 rounded-control border border-line object-contain shadow-card"
          />
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
            Or a screenshot. JPEG, PNG, WebP or HEIC; large photos are resized before upload.
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
