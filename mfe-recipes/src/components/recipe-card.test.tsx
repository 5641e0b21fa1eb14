import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RecipeCard_RecipeFragment } from '../__generated__/graphql.ts';
import { RecipeCard } from './recipe-card.tsx';

const recipe: RecipeCard_RecipeFragment = {
  id: 7,
  name: 'Lemon Tart',
  imageUrl: null,
  prepTime: 60,
  servings: 8,
  difficulty: 'MEDIUM',
  tags: ['dessert', 'citrus', 'baking', 'party'],
  isFavorite: true,
};

function renderCard(variant: 'grid' | 'row', overrides: Partial<RecipeCard_RecipeFragment> = {}) {
  return render(
    <MemoryRouter>
      <RecipeCard
        recipe={{ ...recipe, ...overrides }}
        href="/recipe/7?from=list"
        variant={variant}
      />
    </MemoryRouter>,
  );
}

describe('RecipeCard', () => {
  it('is one link named after the recipe, to the given address', () => {
    renderCard('grid');
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Lemon Tart');
    expect(link).toHaveAttribute('href', '/recipe/7?from=list');
  });

  it('shows prep time, servings, difficulty, a few tags and the favorite mark', () => {
    const { container } = renderCard('grid');
    const card = within(container);
    expect(card.getByText('60 min')).toBeInTheDocument();
    expect(container).toHaveTextContent('8 servings');
    expect(card.getAllByText('Medium').length).toBeGreaterThan(0);
    expect(container).toHaveTextContent('#dessert #citrus');
    expect(container).toHaveTextContent('and 2 more tags');
    expect(container).not.toHaveTextContent('#baking');
    expect(screen.getByRole('heading', { name: 'Lemon Tart, favorite' })).toBeInTheDocument();
  });

  it('shows three tags in a row and says 1 serving', () => {
    const { container } = renderCard('row', { servings: 1, isFavorite: false });
    expect(container).toHaveTextContent('#dessert #citrus #baking');
    expect(container).toHaveTextContent('1 serving');
    expect(screen.getByRole('heading', { name: 'Lemon Tart' })).toBeInTheDocument();
  });

  it('leaves out an unknown prep time and servings', () => {
    const { container } = renderCard('row', { prepTime: 0, servings: 0, tags: [] });
    expect(container).not.toHaveTextContent('min');
    expect(container).not.toHaveTextContent('serving');
    expect(container).toHaveTextContent('Medium');
  });
});
