import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeFacts } from './recipe-facts.tsx';

const factText = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent;

describe('RecipeFacts', () => {
  it('shows a total time when the recipe gives only that', () => {
    render(<RecipeFacts prepTime={0} cookTime={null} totalTime={35} servings={4} />);
    expect(factText('Total time')).toBe('35 min');
    expect(screen.queryByText('Prep time')).toBeNull();
  });

  it('shows a total time that is more than prep and cook together, and not one that is not', () => {
    const { rerender } = render(
      <RecipeFacts prepTime={15} cookTime={30} totalTime={75} servings={4} />,
    );
    expect(factText('Total time')).toBe('75 min');
    rerender(<RecipeFacts prepTime={15} cookTime={30} totalTime={45} servings={4} />);
    expect(screen.queryByText('Total time')).toBeNull();
  });
});
