import { cn } from '@app/ui';
import { CookingPot } from 'lucide-react';
import { useState } from 'react';

interface RecipeImageProps {
  src: string | null | undefined;
  /** The recipe's name; images here illustrate, so the alt text is the name. */
  alt: string;
  className?: string;
  /** Set for images above the fold (the detail header), so they are fetched first. */
  isPriority?: boolean;
}

/**
 * A recipe's picture, or a warm placeholder when it has none or it fails to load (imported
 * images live on other sites and can disappear).
 */
export function RecipeImage({ src, alt, className, isPriority = false }: RecipeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        // An empty alt marks the picture decorative (a card whose title says it all).
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-100 via-primary-soft to-brand-200 text-primary/70',
          className,
        )}
      >
        <CookingPot className="size-1/3 max-h-16 max-w-16" aria-hidden="true" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-sunken object-cover', className)}
    />
  );
}
