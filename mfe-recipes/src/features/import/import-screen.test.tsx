import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { TooltipProvider } from '@app/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import {
  importProgressSubscription,
  recipeImportQuery,
  startRecipeImportMutation,
} from '../../components/recipe-import.ts';
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

/** Opens `path` and says yes to the import, as the cook does. */
async function startImport(path: string, mocks: MockLink.MockedResponse[] = []) {
  const rendered = renderImport(path, mocks);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Import Recipe' }));
  return rendered;
}

const recipeUrl = 'https://example.com/recipes/lasagna';

/** The subscription fails at once, as when the socket cannot be opened. */
const socketDown: MockLink.MockedResponse = {
  request: { query: importProgressSubscription, variables: () => true },
  error: new Error('Socket closed with event 1006'),
  maxUsageCount: 5,
};

/**
 * The server's side of importing `url`: the start is accepted (each importId it was sent is put
 * in `calls`), then recipeImport, asked under that importId, answers each of `outcomes` in turn.
 */
function importOf(
  url: string,
  outcomes: (object | null)[],
  calls: string[] = [],
): MockLink.MockedResponse[] {
  return [
    socketDown,
    {
      request: {
        query: startRecipeImportMutation,
        variables: (variables: Record<string, unknown>) => {
          if (variables.url !== url) return false;
          calls.push(String(variables.importId));
          return true;
        },
      },
      result: {
        data: {
          startRecipeImport: {
            __typename: 'StartRecipeImportSuccess',
            started: { __typename: 'StartedImport', importId: 'x' },
          },
        },
      },
      delay: 60,
      maxUsageCount: 5,
    },
    ...outcomes.map((outcome) => ({
      request: {
        query: recipeImportQuery,
        variables: (variables: Record<string, unknown>) =>
          calls.includes(String(variables.importId)),
      },
      result: { data: { recipeImport: outcome } },
      delay: 30,
    })),
  ];
}

const imported = {
  __typename: 'RecipeImportSuccess',
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

  it('asks before importing a page a link opened, and imports nothing when cancelled', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderImport(
      `/import?url=${encodeURIComponent(recipeUrl)}`,
      importOf(recipeUrl, [imported], calls),
    );
    expect(screen.getByRole('heading', { name: 'Import this recipe?' })).toBeInTheDocument();
    expect(screen.getByText('example.com')).toBeInTheDocument();
    expect(screen.getByText('example.com/recipes/lasagna')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByText('At /recipes')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('imports once, even in strict mode, showing Importing Recipe... then Recipe Imported!', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    await startImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      ...importOf(recipeUrl, [imported], calls),
    ]);
    expect(screen.getByRole('heading', { name: 'Importing Recipe...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importing recipe' })).toBeInTheDocument();
    expect(screen.getByText('Fetching the page…')).toBeInTheDocument();
    expect(screen.getByText('example.com/recipes/lasagna')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View All Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    await user.click(screen.getByRole('link', { name: 'View Recipe' }));
    expect(screen.getByText('At /recipe/12')).toBeInTheDocument();
  });

  it('takes the link from shared text when the share sheet sends no url', async () => {
    const text = `Look at this ${recipeUrl}`;
    await startImport(`/import?title=Lasagna&text=${encodeURIComponent(text)}`, [
      ...importOf(recipeUrl, [imported]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(screen.getByText('Weeknight Lasagna')).toBeInTheDocument();
  });

  it('says when the page was imported before', async () => {
    await startImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      ...importOf(recipeUrl, [
        { ...imported, imported: { ...imported.imported, isExisting: true } },
      ]),
    ]);
    expect(
      await screen.findByText('You imported this recipe before, so nothing new was added.'),
    ).toBeInTheDocument();
  });

  it('saves a partial recipe and names the part to add by hand, with a way into edit mode', async () => {
    const user = userEvent.setup();
    await startImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      ...importOf(recipeUrl, [
        { ...imported, imported: { ...imported.imported, missingParts: ['INSTRUCTIONS'] } },
      ]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(
      screen.getByText('No steps were found on that page — add them by hand.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit Recipe' }));
    expect(screen.getByText('At /recipe/12 (editing)')).toBeInTheDocument();
  });

  it('shows no notice when the recipe is complete', async () => {
    await startImport(
      `/import?url=${encodeURIComponent(recipeUrl)}`,
      importOf(recipeUrl, [imported]),
    );
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(screen.queryByText(/were found on that page/)).not.toBeInTheDocument();
  });

  it("shows Import Failed with the server's message and Add Recipe Manually", async () => {
    const user = userEvent.setup();
    await startImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      ...importOf(recipeUrl, [
        {
          __typename: 'ImportFailedError',
          code: 'UPSTREAM_FAILED',
          message: "We couldn't find a recipe there.",
        },
      ]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Import Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find a recipe there.");
    await user.click(screen.getByRole('link', { name: 'Add Recipe Manually' }));
    expect(screen.getByText('At /add-recipe')).toBeInTheDocument();
  });

  it("says 'Failed to import recipe' when the request fails, and tries again on demand", async () => {
    const user = userEvent.setup();
    await startImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      {
        request: { query: startRecipeImportMutation, variables: () => true },
        error: new Error('Response not successful: Received status code 502'),
      },
      ...importOf(recipeUrl, [imported]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Import Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to import recipe');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
  });

  it('reads the outcome by asking again when the progress subscription fails', async () => {
    // Still running when first asked; saved when asked again 2 s later.
    await startImport(
      `/import?url=${encodeURIComponent(recipeUrl)}`,
      importOf(recipeUrl, [null, imported]),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('heading', { name: 'Importing Recipe...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recipe Imported!' })).toBeInTheDocument();
    expect(screen.getByText('Weeknight Lasagna')).toBeInTheDocument();
  });

  it('shows Import Failed with the message of a start the server refused', async () => {
    await startImport(`/import?url=${encodeURIComponent(recipeUrl)}`, [
      {
        request: { query: startRecipeImportMutation, variables: () => true },
        result: {
          data: {
            startRecipeImport: {
              __typename: 'InputValidationError',
              code: 'VALIDATION',
              message:
                'Invalid URL: Please enter a valid website address (starting with http:// or https://)',
            },
          },
        },
      },
      socketDown,
    ]);
    expect(await screen.findByRole('heading', { name: 'Import Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid URL: Please enter a valid website address (starting with http:// or https://)',
    );
  });
});
