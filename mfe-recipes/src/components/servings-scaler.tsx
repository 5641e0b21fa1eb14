import { Button, Tooltip } from '@app/ui';
import { Minus, Plus, RotateCcw } from 'lucide-react';

interface ServingsScalerProps {
  /** The servings the recipe is written for. */
  servings: number;
  value: number;
  onChange: (servings: number) => void;
}

const maxServings = 99;

/** Scales the ingredient amounts to another number of servings. */
export function ServingsScaler({ servings, value, onChange }: ServingsScalerProps) {
  const isScaled = value !== servings;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-control bg-sunken px-3 py-2">
      <div className="flex flex-col">
        <span id="servings-scaler-label" className="font-medium text-ink text-sm">
          Servings
        </span>
        <span className="text-muted text-xs" aria-live="polite">
          {isScaled ? `Amounts scaled from ${servings}` : 'As written'}
        </span>
      </div>
      <fieldset aria-labelledby="servings-scaler-label" className="flex items-center gap-1">
        {isScaled && (
          <Tooltip content="Back to the recipe's amounts">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Reset to ${servings} servings`}
              onClick={() => onChange(servings)}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
            </Button>
          </Tooltip>
        )}
        <Button
          variant="secondary"
          size="icon"
          aria-label="Fewer servings"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </Button>
        <output
          aria-label="Servings shown"
          className="min-w-10 text-center font-semibold text-ink text-lg tabular-nums"
        >
          {value}
        </output>
        <Button
          variant="secondary"
          size="icon"
          aria-label="More servings"
          disabled={value >= maxServings}
          onClick={() => onChange(Math.min(maxServings, value + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </Button>
      </fieldset>
    </div>
  );
}
