import { Alert, Button } from '@app/ui';
import { ListPlus, Pencil } from 'lucide-react';

interface MissingPartsNoticeProps {
  hasIngredients: boolean;
  hasInstructions: boolean;
  onEdit: () => void;
}

/**
 * Asks the cook to fill in a part the recipe lacks, as a partial import leaves it (a page with
 * ingredients but no steps is still saved). Nothing is shown for a complete recipe.
 */
export function MissingPartsNotice({
  hasIngredients,
  hasInstructions,
  onEdit,
}: MissingPartsNoticeProps) {
  if (hasIngredients && hasInstructions) return null;
  const missing =
    !hasIngredients && !hasInstructions
      ? 'ingredients or steps'
      : hasIngredients
        ? 'steps'
        : 'ingredients';
  return (
    <Alert
      title={`This recipe has no ${missing} yet`}
      icon={<ListPlus className="size-5 shrink-0 text-primary" aria-hidden="true" />}
      className="mt-6"
    >
      <p>Add them by hand so the recipe is ready to cook.</p>
      <Button variant="secondary" className="mt-3 self-start" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden="true" />
        {hasIngredients ? 'Add Steps' : hasInstructions ? 'Add Ingredients' : 'Edit Recipe'}
      </Button>
    </Alert>
  );
}
