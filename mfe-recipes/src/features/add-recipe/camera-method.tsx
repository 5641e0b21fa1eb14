import { Alert, Button, cn, Spinner } from '@app/ui';
import { Camera, ImageUp, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { analyzingLabel } from './pending-labels.ts';
import { useCamera } from './use-camera.ts';

interface CameraMethodProps {
  isPending: boolean;
  /** True while this method's capture is being analyzed. */
  isAnalyzing: boolean;
  /** Answers whether the recipe was added; on failure the camera comes back for a retake. */
  onCapture: (image: string) => Promise<boolean>;
  onUsePhoto: () => void;
}

/** Rear camera live view; 'Capture & Analyze' takes the frame and sends it at once. */
export function CameraMethod({ isPending, isAnalyzing, onCapture, onUsePhoto }: CameraMethodProps) {
  const [captured, setCaptured] = useState<string | null>(null);
  // The camera stops once a frame is taken: the still is what gets analyzed.
  const camera = useCamera(captured === null);

  const capture = async () => {
    const image = camera.capture();
    if (!image) return;
    setCaptured(image);
    const isAdded = await onCapture(image);
    if (!isAdded) setCaptured(null);
  };

  if (camera.status === 'error' && !captured) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="destructive" title="Camera Error">
          Unable to access camera. Please check permissions.
        </Alert>
        <p className="text-muted text-sm">
          Allow camera access for this site in your browser&rsquo;s settings, then try again. You
          can also take the picture with your camera app and upload it.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={camera.retry} disabled={isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="secondary" onClick={onUsePhoto} disabled={isPending}>
            <ImageUp className="size-4" aria-hidden="true" />
            Upload a Photo Instead
          </Button>
        </div>
        <CameraVideo camera={camera} isHidden />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {/* Tall enough to aim on a phone with the button still in view; 16:9 like laptop cameras. */}
      <div className="relative h-[44vh] w-full overflow-hidden rounded-card border border-line bg-sunken sm:h-auto sm:aspect-video">
        {captured ? (
          <img src={captured} alt="The captured recipe" className="size-full object-cover" />
        ) : (
          <CameraVideo camera={camera} />
        )}
        {!captured && camera.status !== 'live' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-muted">
            <Spinner size="lg" />
            <p className="font-medium text-sm">Starting camera…</p>
          </div>
        )}
      </div>
      <Button
        size="lg"
        className="w-full text-base sm:text-lg"
        onClick={capture}
        disabled={isPending || camera.status !== 'live'}
        isLoading={isAnalyzing}
      >
        {!isAnalyzing && <Camera className="size-5" aria-hidden="true" />}
        {isAnalyzing ? analyzingLabel : 'Capture & Analyze'}
      </Button>
      <p className="text-center text-muted text-sm">
        Hold steady over the recipe, in good light, with the whole page in the frame.
      </p>
    </div>
  );
}

function CameraVideo({
  camera,
  isHidden = false,
}: {
  camera: ReturnType<typeof useCamera>;
  isHidden?: boolean;
}) {
  return (
    <video
      ref={camera.videoRef}
      aria-label="Camera live view"
      className={cn('size-full object-cover', isHidden && 'hidden')}
      autoPlay
      muted
      playsInline
    />
  );
}
