import { Button, cn } from '@app/ui';
import { ChefHat } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CookMode, type CookModeRecipe } from './cook-mode.tsx';

interface CookModeLauncherProps {
  recipe: CookModeRecipe;
  className?: string;
}

/**
 * The recipe page's way into cook mode. Cook mode is imported with the page rather than
 * lazily: it is small, and a kitchen's patchy signal must not leave the button dead.
 */
export function CookModeLauncher({ recipe, className }: CookModeLauncherProps) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Back from cook mode: focus returns to the button that opened it.
    if (wasOpen.current && !isOpen) button.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  if (recipe.instructions.length === 0) return null;
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className={cn(className)}
        onClick={() => setIsOpen(true)}
      >
        <ChefHat className="size-5" aria-hidden="true" />
        Cook mode
      </Button>
      {isOpen && <CookMode recipe={recipe} onExit={() => setIsOpen(false)} />}
    </>
  );
}
