import { getToastStore } from '@app/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { promptsMock, renderWithApi, savedPrompts } from '../../routes/admin-test-kit.tsx';
import { ChatbotPrompts } from './chatbot-prompts.tsx';
import { UpdateChatbotPromptMutation } from './prompt-operations.ts';

const newMainPrompt = 'You are a patient cooking teacher.';

function saveMock(answer: 'success' | 'refused' | 'network', delay = 0) {
  const request = {
    query: UpdateChatbotPromptMutation,
    variables: { promptType: 'MAIN', prompt: newMainPrompt },
  };
  if (answer === 'network') return { request, error: new Error('offline'), delay };
  const updateChatbotPrompt =
    answer === 'success'
      ? {
          __typename: 'UpdateChatbotPromptSuccess',
          prompts: { ...savedPrompts, mainPrompt: newMainPrompt },
        }
      : { __typename: 'BaseError', message: 'Something went wrong.' };
  return { request, result: { data: { updateChatbotPrompt } }, delay };
}

/** The toast on screen now (an earlier test's closed toast may still be in the store). */
const openToast = () =>
  getToastStore()
    .getToasts()
    .find((toast) => toast.isOpen);

const mainEditor = () => screen.getByRole('textbox', { name: 'Main Chat prompt' });
const saveButtons = () => screen.getAllByRole('button', { name: 'Save Changes' });

async function replaceMainPrompt(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(mainEditor());
  if (text) await user.type(mainEditor(), text);
}

afterEach(() => {
  getToastStore().dismiss();
});

describe('ChatbotPrompts', () => {
  it('shows the three prompts in 12-row editors, each Save Changes disabled while unchanged', async () => {
    renderWithApi(<ChatbotPrompts />, [promptsMock()]);
    expect(screen.getAllByTestId('prompt-skeleton')).toHaveLength(3);
    expect(await screen.findByRole('textbox', { name: 'Main Chat prompt' })).toHaveValue(
      savedPrompts.mainPrompt,
    );
    expect(screen.getByRole('textbox', { name: 'Shopping List prompt' })).toHaveValue(
      savedPrompts.shoppingPrompt,
    );
    expect(screen.getByRole('textbox', { name: 'Recipe Creation prompt' })).toHaveValue(
      savedPrompts.recipePrompt,
    );
    expect(mainEditor()).toHaveAttribute('rows', '12');
    expect(mainEditor()).toHaveAccessibleDescription(/Changes apply to new conversations/);
    expect(saveButtons()).toHaveLength(3);
    for (const button of saveButtons()) expect(button).toBeDisabled();
  });

  it('enables Save Changes for an edited prompt only, and again disables it when the edit is undone', async () => {
    const user = userEvent.setup();
    renderWithApi(<ChatbotPrompts />, [promptsMock()]);
    await screen.findByRole('textbox', { name: 'Main Chat prompt' });
    await user.type(mainEditor(), ' Be brief.');
    const [main, shopping, recipe] = saveButtons();
    expect(main).toBeEnabled();
    expect(shopping).toBeDisabled();
    expect(recipe).toBeDisabled();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(mainEditor()).toHaveValue(savedPrompts.mainPrompt);
    expect(saveButtons()[0]).toBeDisabled();
  });

  it('keeps Save Changes disabled for a blank prompt and says why', async () => {
    const user = userEvent.setup();
    renderWithApi(<ChatbotPrompts />, [promptsMock()]);
    await screen.findByRole('textbox', { name: 'Main Chat prompt' });
    await replaceMainPrompt(user, '   ');
    expect(saveButtons()[0]).toBeDisabled();
    expect(mainEditor()).toHaveAccessibleDescription('A prompt cannot be empty.');
  });

  it('saves, disabled while saving, then says Prompt Updated! and shows the saved prompt', async () => {
    const user = userEvent.setup();
    renderWithApi(<ChatbotPrompts />, [promptsMock(), saveMock('success', 50)]);
    await screen.findByRole('textbox', { name: 'Main Chat prompt' });
    await replaceMainPrompt(user, newMainPrompt);
    await user.click(saveButtons()[0] as HTMLElement);
    expect(saveButtons()[0]).toBeDisabled();
    expect(saveButtons()[0]).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(openToast()?.title).toBe('Prompt Updated!'));
    expect(openToast()?.variant).not.toBe('destructive');
    await waitFor(() => expect(saveButtons()[0]).not.toHaveAttribute('aria-busy'));
    expect(mainEditor()).toHaveValue(newMainPrompt);
    expect(saveButtons()[0]).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it.each([
    ['refuses it', 'refused'],
    ['cannot be reached', 'network'],
  ] as const)(
    'says Update Failed when the server %s, and keeps the edit to try again',
    async (_, answer) => {
      const user = userEvent.setup();
      renderWithApi(<ChatbotPrompts />, [promptsMock(), saveMock(answer)]);
      await screen.findByRole('textbox', { name: 'Main Chat prompt' });
      await replaceMainPrompt(user, newMainPrompt);
      await user.click(saveButtons()[0] as HTMLElement);
      await waitFor(() => expect(openToast()?.title).toBe('Update Failed'));
      expect(openToast()?.description).toBe('Failed to update the chatbot prompt.');
      expect(openToast()?.variant).toBe('destructive');
      expect(mainEditor()).toHaveValue(newMainPrompt);
      await waitFor(() => expect(saveButtons()[0]).toBeEnabled());
    },
  );
});
