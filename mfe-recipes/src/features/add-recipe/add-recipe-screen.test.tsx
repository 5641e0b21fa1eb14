import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { getToastStore, TooltipProvider } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import {
  importProgressSubscription,
  recipeImportQuery,
  startRecipeImportMutation,
} from '../../components/recipe-import.ts';
import { heldAnswerLink } from '../../test-support/held-answer-link.ts';
import AddRecipeScreen from './add-recipe-screen.tsx';

function RecipePage() {
  const { id } = useParams();
  return <p>Recipe page {id}</p>;
}

function renderScreen(
  mocks: MockLink.MockedResponse[] = [],
  path = '/add-recipe',
  link?: ApolloLink,
) {
  return render(
    <MockedProvider mocks={mocks} cache={createApolloCache()} {...(link ? { link } : {})}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/add-recipe" element={<AddRecipeScreen />} />
            <Route path="/recipe/:id" element={<RecipePage />} />
          </Routes>
        </MemoryRouter>
      </TooltipProvider>
    </MockedProvider>,
  );
}

const anyImportId = () => true;

const progressMock: MockLink.MockedResponse = {
  request: { query: importProgressSubscription, variables: anyImportId },
  result: {
    data: {
      recipeImportProgressed: {
        __typename: 'ImportProgress',
        importId: 'x',
        step: 'READING',
        progress: 0.35,
        message: 'Reading the recipe',
      },
    },
  },
  // The subscription opens as the screen shows; this step arrives once the import runs.
  delay: 400,
};

const lasagnaUrl = 'https://example.com/lasagna';

/** The subscription fails at once, as when the socket cannot be opened. */
const socketDown: MockLink.MockedResponse = {
  request: { query: importProgressSubscription, variables: anyImportId },
  error: new Error('Socket closed with event 1006'),
  maxUsageCount: 2,
};

const started = {
  __typename: 'StartRecipeImportSuccess',
  started: { __typename: 'StartedImport', importId: 'x' },
};

/**
 * The server's side of one import of `lasagnaUrl` (or of any text): the start answers `start`,
 * then recipeImport, asked under the same importId, answers each of `outcomes` in turn.
 */
function importAnswers(
  outcomes: (object | null)[],
  { start = started as object, delay = 30, source = 'url' as 'url' | 'text' } = {},
): MockLink.MockedResponse[] {
  let startedId = '';
  return [
    {
      request: {
        query: startRecipeImportMutation,
        variables: (variables: Record<string, unknown>) => {
          const isSource =
            source === 'url' ? variables.url === lasagnaUrl : typeof variables.text === 'string';
          if (!isSource || typeof variables.importId !== 'string') return false;
          startedId = variables.importId;
          return true;
        },
      },
      result: { data: { startRecipeImport: start } },
      delay: 30,
    },
    ...outcomes.map((outcome) => ({
      request: {
        query: recipeImportQuery,
        variables: (variables: Record<string, unknown>) => variables.importId === startedId,
      },
      result: { data: { recipeImport: outcome } },
      delay,
    })),
  ];
}

function importedRecipe(id: number, isExisting = false) {
  return {
    __typename: 'RecipeImportSuccess',
    imported: {
      __typename: 'ImportedRecipe',
      isExisting,
      missingParts: [],
      recipe: {
        __typename: 'Recipe',
        id,
        name: 'Weeknight Lasagna',
        description: null,
        imageUrl: null,
      },
    },
  };
}

afterEach(() => {
  getToastStore().dismiss();
});

describe('AddRecipeScreen', () => {
  it('offers the four methods as tabs, Text first, and the tips card', () => {
    renderScreen();
    const tabs = within(screen.getByRole('tablist', { name: 'How to add the recipe' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Camera',
      'Photo',
      'Text',
      'URL',
    ]);
    expect(tabs.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Recipe text')).toHaveAttribute(
      'placeholder',
      expect.stringContaining('Ingredients'),
    );
    for (const tip of [
      'Include quantities',
      'Clear steps',
      'Times and temperatures',
      'Serving size',
    ]) {
      expect(screen.getByText(tip)).toBeInTheDocument();
    }
  });

  it('asks for a recipe when the text is empty or blank, and clears it on typing', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Analyze Recipe' }));
    expect(
      screen.getByText('Recipe Required: Please enter a recipe to analyze.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipe text'), '   ');
    expect(screen.queryByText(/Recipe Required/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyze Recipe' }));
    expect(screen.getByLabelText('Recipe text')).toHaveAccessibleDescription(
      expect.stringContaining('Recipe Required: Please enter a recipe to analyze.'),
    );
  });

  it('disables Fetch Recipe while the address is blank and explains on Enter', async () => {
    const user = userEvent.setup();
    renderScreen([], '/add-recipe?method=url');
    const field = screen.getByLabelText('Recipe website address');
    expect(field).toHaveAttribute('placeholder', 'https://www.example.com/lasagna');
    expect(screen.getByRole('button', { name: 'Fetch Recipe' })).toBeDisabled();
    await user.type(field, '  {Enter}');
    expect(screen.getByRole('button', { name: 'Fetch Recipe' })).toBeDisabled();
    expect(
      screen.getByText('URL Required: Please enter a website address to fetch the recipe.'),
    ).toBeInTheDocument();
  });

  it('refuses an address that is not a web URL', async () => {
    const user = userEvent.setup();
    renderScreen([], '/add-recipe?method=url');
    await user.type(screen.getByLabelText('Recipe website address'), 'example.com/lasagna');
    await user.click(screen.getByRole('button', { name: 'Fetch Recipe' }));
    expect(
      screen.getByText(
        'Invalid URL: Please enter a valid website address (starting with http:// or https://)',
      ),
    ).toBeInTheDocument();
  });

  it('shows Fetching... with every button disabled and progress, then opens the recipe', async () => {
    const user = userEvent.setup();
    renderScreen(
      [progressMock, ...importAnswers([importedRecipe(42)], { delay: 700 })],
      '/add-recipe?method=url',
    );
    await user.click(screen.getByLabelText('Recipe website address'));
    await user.paste(lasagnaUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch Recipe' }));

    const pending = screen.getByRole('button', { name: 'Fetching...' });
    expect(pending).toBeDisabled();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Adding recipe' })).toBeInTheDocument();
    expect(await screen.findByText('Reading the recipe…')).toBeInTheDocument();

    expect(await screen.findByText('Recipe page 42')).toBeInTheDocument();
    expect(getToastStore().getToasts()[0]).toMatchObject({
      title: 'Recipe Added!',
      description: 'Weeknight Lasagna is in your recipes.',
    });
  });

  it('says so when the page was imported before, and still opens that recipe', async () => {
    const user = userEvent.setup();
    renderScreen(
      [socketDown, ...importAnswers([importedRecipe(7, true)])],
      '/add-recipe?method=url',
    );
    await user.type(screen.getByLabelText('Recipe website address'), lasagnaUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch Recipe' }));
    expect(await screen.findByText('Recipe page 7')).toBeInTheDocument();
    expect(getToastStore().getToasts()[0]?.title).toBe('Already in Your Recipes');
  });

  it('reads the outcome by asking again when the progress subscription fails', async () => {
    const user = userEvent.setup();
    // Still running when first asked; saved when asked again 2 s later.
    renderScreen(
      [socketDown, ...importAnswers([null, importedRecipe(42)])],
      '/add-recipe?method=url',
    );
    await user.type(screen.getByLabelText('Recipe website address'), lasagnaUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch Recipe' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('button', { name: 'Fetching...' })).toBeDisabled();
    expect(await screen.findByText('Recipe page 42')).toBeInTheDocument();
    expect(getToastStore().getToasts()[0]?.title).toBe('Recipe Added!');
  });

  it("shows the server's message under 'Oops! That didn't work' and keeps the input", async () => {
    const user = userEvent.setup();
    renderScreen(
      [
        socketDown,
        ...importAnswers([
          {
            __typename: 'ImportFailedError',
            code: 'VALIDATION',
            message: "We couldn't find a recipe there.",
          },
        ]),
      ],
      '/add-recipe?method=url',
    );
    await user.type(screen.getByLabelText('Recipe website address'), lasagnaUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch Recipe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oops! That didn't work");
    expect(alert).toHaveTextContent("We couldn't find a recipe there.");
    expect(screen.getByLabelText('Recipe website address')).toHaveValue(lasagnaUrl);
    expect(screen.getByRole('button', { name: 'Fetch Recipe' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the message of a start the server refused with a typed error', async () => {
    const user = userEvent.setup();
    renderScreen([
      socketDown,
      ...importAnswers([], {
        source: 'text',
        start: {
          __typename: 'InputValidationError',
          code: 'VALIDATION',
          message: 'A recipe has at most 50000 characters.',
        },
      }),
    ]);
    await user.type(screen.getByLabelText('Recipe text'), 'Toast{Enter}Toast it.');
    await user.click(screen.getByRole('button', { name: 'Analyze Recipe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oops! That didn't work");
    expect(alert).toHaveTextContent('A recipe has at most 50000 characters.');
    expect(screen.getByRole('button', { name: 'Analyze Recipe' })).toBeEnabled();
  });

  it('falls back to the general message when the request itself fails', async () => {
    const user = userEvent.setup();
    renderScreen(
      [
        socketDown,
        {
          request: { query: startRecipeImportMutation, variables: anyImportId },
          error: new Error('Failed to fetch'),
        },
      ],
      '/add-recipe?method=url',
    );
    await user.type(screen.getByLabelText('Recipe website address'), lasagnaUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try a different method or check your input.',
    );
  });

  it('labels the text button Analyzing & Generating Image... while the text is analyzed', async () => {
    const user = userEvent.setup();
    // The start is held until the busy button has been seen; then the import fails.
    const { link, release } = heldAnswerLink(
      'StartRecipeImportMutation',
      { data: { startRecipeImport: started } },
      [
        socketDown,
        {
          request: { query: recipeImportQuery, variables: anyImportId },
          result: {
            data: {
              recipeImport: {
                __typename: 'ImportFailedError',
                code: 'VALIDATION',
                message: "We couldn't find a recipe there.",
              },
            },
          },
        },
      ],
    );
    renderScreen([], '/add-recipe', link);
    await user.type(
      screen.getByLabelText('Recipe text'),
      'Toast{Enter}1 slice bread{Enter}Toast it.',
    );
    await user.click(screen.getByRole('button', { name: 'Analyze Recipe' }));
    expect(screen.getByRole('button', { name: 'Analyzing & Generating Image...' })).toBeDisabled();
    expect(screen.getByLabelText('Recipe text')).toHaveAttribute('readonly');
    for (const tab of screen.getAllByRole('tab')) expect(tab).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find a recipe there.");
    expect(screen.getByRole('button', { name: 'Analyze Recipe' })).toBeEnabled();
  });

  it('refuses a file that is not an image with a clear message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen([], '/add-recipe?method=photo');
    expect(screen.getByRole('button', { name: 'Choose a Photo' })).toBeEnabled();
    const input = screen.getByLabelText('Recipe photo file');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['1 cup flour'], 'recipe.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not a Photo: Please choose an image file, such as a JPEG or PNG photo of the recipe.',
    );
  });

  it('takes several photos of one recipe at once, but no more than four', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen([], '/add-recipe?method=photo');
    const input = screen.getByLabelText('Recipe photo file');
    expect(input).toHaveAttribute('multiple');
    const photo = (name: string) => new File(['x'], name, { type: 'image/png' });
    await user.upload(
      input,
      ['1', '2', '3', '4', '5'].map((page) => photo(`page-${page}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too Many Photos: Choose up to 4 photos of one recipe.',
    );
  });

  it('shows the camera error when the camera cannot be opened', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    renderScreen([], '/add-recipe?method=camera');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Camera Error');
    expect(alert).toHaveTextContent('Unable to access camera. Please check permissions.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('asks for the rear camera and stops it when leaving the tab', async () => {
    const user = userEvent.setup();
    const stopped: string[] = [];
    const requests: MediaStreamConstraints[] = [];
    const stream = {
      getTracks: () => [{ stop: () => stopped.push('video') }],
    } as unknown as MediaStream;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: (constraints: MediaStreamConstraints) => {
          requests.push(constraints);
          return Promise.resolve(stream);
        },
      },
    });
    // jsdom has no media playback.
    HTMLMediaElement.prototype.play = () => Promise.resolve();
    renderScreen([], '/add-recipe?method=camera');
    expect(await screen.findByRole('button', { name: 'Capture & Analyze' })).toBeInTheDocument();
    expect(requests[0]?.video).toMatchObject({ facingMode: 'environment' });
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(stopped).toEqual(['video']);
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
});
