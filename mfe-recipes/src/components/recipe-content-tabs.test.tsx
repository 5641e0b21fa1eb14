import { TooltipProvider } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecipeContentTabs } from './recipe-content-tabs.tsx';

function renderTabs(servings: number) {
  return render(
    <TooltipProvider>
      <RecipeContentTabs
        ingredients={['1 1/2 cups flour', '2 eggs', 'Salt to taste']}
        instructions={['Mix.', 'Bake for 20 minutes.']}
        servings={servings}
      />
    </TooltipProvider>,
  );
}

describe('RecipeContentTabs', () => {
  it('scales the ingredients with the servings and resets them', async () => {
    renderTabs(2);
    const panel = screen.getByRole('tabpanel');
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(within(panel).getByText('3 cups flour')).toBeInTheDocument();
    expect(within(panel).getByText('4 eggs')).toBeInTheDocument();
    expect(within(panel).getByText('Salt to taste')).toBeInTheDocument();
    expect(within(panel).getByText('Amounts scaled from 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to 2 servings' }));
    expect(within(panel).getByText('1 1/2 cups flour')).toBeInTheDocument();
  });

  it('does not go below one serving', async () => {
    renderTabs(1);
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  it('offers no scaler when the recipe does not say how many it serves', () => {
    renderTabs(0);
    expect(screen.queryByRole('button', { name: 'More servings' })).toBeNull();
    expect(screen.getByText('1 1/2 cups flour')).toBeInTheDocument();
  });

  it('numbers the instructions in their tab', async () => {
    renderTabs(2);
    await userEvent.click(screen.getByRole('tab', { name: /Instructions/ }));
    const steps = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Step 1: Mix.',
      '2Step 2: Bake for 20 minutes.',
    ]);
  });

  it('ticks off an ingredient while cooking', async () => {
    renderTabs(2);
    const egg = screen.getByRole('checkbox', { name: '2 eggs' });
    await userEvent.click(egg);
    expect(egg).toBeChecked();
  });
});
