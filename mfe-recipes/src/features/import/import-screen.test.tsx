import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { TooltipProvider } from '@app/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import { analyzeRecipeUrlMutation } from '../../components/recipe-import.ts';
import ImportScreen from './import-screen.tsx';

function Where() {
  const location = useLocation();
  const state = location.state as { isEditing?: boolean } | null;
  return (
    <p>
      At {location.pathname + location.search}
      {state?.isEditing ? ' (editing)' : ''}
    </p>
  );
}

function renderImport(path: string, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <StrictMode>
      <MockedProvider mocks={mocks} cache={createApolloCache()}>
        <TooltipProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/import" element={<ImportScreen />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </TooltipProvider>
      </MockedProvider>
    </StrictMode>,
  );
}

const recipeUrl = 'https://example.com/recipes/lasagna';

function importOf(url: string, answer: object, calls: string[] = []): MockLink.MockedResponse {
  return {
    request: {
      query: analyzeRecipeUrlMutation,
      variables: (variables: Record<string, unknown>) => {
        calls.push(String(variables.url));
        return variables.url === url;
      },
    },
    result: { data: { analyzeRecipeUrl: answer } },
    delay: 60,
    maxUsageCount: 5,
  };
}

const imported = {
  __typename: 'AnalyzeRecipeUrlSuccess',
  imported: {
    __typename: 'ImportedRecipe',
    isExisting: false,
    missingParts: [],
    recipe: {
      __typename: 'Recipe',
      id: 12,
      name: 'Weeknight Lasagna',
      description: null,
      imageUrl: null,
    },
  },
};

describe('ImportScreen', () => {
  it('says No recipe URL provided without a url', () => {
    renderImport('/import');
    expect(screen.getByRole('heading', { name: 'No recipe URL provided' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute(
      'href',
      '/add-recipe?method=url',
    );
  });

  it('imports once, even in strict mode, showing Importing Recipe... then Recipe Imported!', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      importOf(recipeUrl, imported, calls),
    ]);
    expect(screen.getByRole('heading', { name: 'Importing Recipe...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importing recipe' })).toBeInTheDocument();
    expect(screen.getByText('Fetching the page…')).toBeInTheDocument();
    expect(screen.getByText('example.com/recipes/lasagna')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(calls).toEqual([recipeUrl]);
    expect(screen.getByRole('link', { name: 'View All Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    await user.click(screen.getByRole('link', { name: 'View Recipe' }));
    expect(screen.getByText('At /recipe/12')).toBeInTheDocument();
  });

  it('takes the link from shared text when the share sheet sends no url', async () => {
    const text = `Look at this ${recipeUrl}`;
    renderImport(`/import?title=Lasagna&text=${encodeURIComponent(text)}`, [
      importOf(recipeUrl, imported),
    ]);
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(screen.getByText('Weeknight Lasagna')).toBeInTheDocument();
  });

  it('says when the page was imported before', async () => {
    renderImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      importOf(recipeUrl, {
        ...imported,
        imported: { ...imported.imported, isExisting: true },
      }),
    ]);
    expect(
      await screen.findByText('You imported this recipe before, so nothing new was added.'),
    ).toBeInTheDocument();
  });

  it('saves a partial recipe and names the part to add by hand, with a way into edit mode', async () => {
    const user = userEvent.setup();
    renderImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      importOf(recipeUrl, {
        ...imported,
        imported: { ...imported.imported, missingParts: ['INSTRUCTIONS'] },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(
      screen.getByText('No steps were found on that page — add them by hand.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit Recipe' }));
    expect(screen.getByText('At /recipe/12 (editing)')).toBeInTheDocument();
  });

  it('shows no notice when the recipe is complete', async () => {
    renderImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [importOf(recipeUrl, imported)]);
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(screen.queryByText(/were found on that page/)).not.toBeInTheDocument();
  });

  it("shows Import Failed with the server's message and Add Recipe Manually", async () => {
    const user = userEvent.setup();
    renderImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      importOf(recipeUrl, {
        __typename: 'ImportFailedError',
        code: 'UPSTREAM_FAILED',
        message: "We couldn't find a recipe there.",
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Import Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find a recipe there.");
    await user.click(screen.getByRole('link', { name: 'Add Recipe Manually' }));
    expect(screen.getByText('At /add-recipe')).toBeInTheDocument();
  });

  it("says 'Failed to import recipe' when the request fails, and tries again on demand", async () => {
    const user = userEvent.setup();
    renderImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      {
        request: { query: analyzeRecipeUrlMutation, variables: () => true },
        error: new Error('Response not successful: Received status code 502'),
      },
      importOf(recipeUrl, imported),
    ]);
    expect(await screen.findByRole('heading', { name: 'Import Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to import recipe');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
  });
});
