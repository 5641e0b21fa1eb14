import {
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { drawToJpeg } from './prepare-photo.ts';

export type CameraStatus = 'starting' | 'live' | 'error' | 'off';

export interface Camera {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** The current frame as a JPEG data URL (quality 0.8, at most 2000 px long), or null. */
  capture: () => string | null;
  /** Asks for the camera again after an error. */
  retry: () => void;
}

/** Spec §9: the rear camera, the one that faces the cookbook. An ideal, so laptops still work. */
export const cameraConstraints: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};

/**
 * A live camera in a video element while `isWanted` and the page is visible. The tracks stop
 * (the camera light goes off) as soon as it is not wanted, the page is hidden or the component
 * goes away: leaving the tab or the screen never leaves the camera on.
 */
export function useCamera(isWanted: boolean): Camera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<CameraStatus>(isWanted ? 'starting' : 'off');
  const [attempt, setAttempt] = useState(0);
  const isVisible = usePageVisible();
  const isOn = isWanted && isVisible;

  useEffect(() => {
    // Read so a retry runs this effect again.
    void attempt;
    if (!isOn) {
      setStatus('off');
      return;
    }
    let isCancelled = false;
    let stream: MediaStream | null = null;
    setStatus('starting');
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      // No camera API at all, e.g. a page not served over HTTPS.
      setStatus('error');
      return;
    }
    media
      .getUserMedia(cameraConstraints)
      .then(async (opened) => {
        if (isCancelled) {
          stopTracks(opened);
          return;
        }
        stream = opened;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = opened;
        await video.play();
        if (!isCancelled) setStatus('live');
      })
      .catch(() => {
        if (!isCancelled) setStatus('error');
      });
    return () => {
      isCancelled = true;
      if (stream) stopTracks(stream);
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, [isOn, attempt]);

  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    return drawToJpeg(video, video.videoWidth, video.videoHeight);
  }, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { videoRef, status, capture, retry };
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}
