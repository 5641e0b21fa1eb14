import { getToastStore } from '@app/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { promptsMock, renderWithApi, savedPrompts } from '../../routes/admin-test-kit.tsx';
import { ChatbotPrompts } from './chatbot-prompts.tsx';
import {
  ChatbotPromptHistoryQuery,
  ResetChatbotPromptMutation,
  RestoreChatbotPromptMutation,
} from './prompt-operations.ts';

afterEach(() => {
  getToastStore().dismiss();
});

const earlierPrompt = 'You are a friendly cooking assistant.\nAnswer in metric.';
const defaultPrompt = 'You are the default assistant.';

const version = (id: string, prompt: string, savedByEmail: string | null, savedAt: string) => ({
  __typename: 'ChatbotPromptVersion' as const,
  id,
  promptType: 'MAIN' as const,
  prompt,
  savedAt,
  savedByUserId: savedByEmail ? 'admin-1' : null,
  savedByEmail,
});

const current = version('3', savedPrompts.mainPrompt, 'ada@example.com', '2026-03-03T10:00:00Z');
const earlier = version('2', earlierPrompt, 'ada@example.com', '2026-03-02T10:00:00Z');
const oldest = version('1', 'Old text', null, '2026-03-01T10:00:00Z');

function historyMock(versions = [current, earlier, oldest]) {
  return {
    request: { query: ChatbotPromptHistoryQuery, variables: { promptType: 'MAIN' } },
    result: { data: { chatbotPromptHistory: versions } },
  };
}

const prompts = (mainPrompt: string) => ({ ...savedPrompts, mainPrompt });

const openToast = () =>
  getToastStore()
    .getToasts()
    .find((toast) => toast.isOpen);

async function openHistory(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('textbox', { name: 'Main Chat prompt' });
  const [history] = screen.getAllByRole('button', { name: 'History' });
  await user.click(history as HTMLElement);
  const list = await screen.findByRole('list', { name: 'Main Chat history' });
  return within(list).getAllByRole('listitem');
}

describe('Prompt history', () => {
  it('lists the saved versions newest first, with who saved them', async () => {
    const user = userEvent.setup();
    renderWithApi(<ChatbotPrompts />, [promptsMock(), historyMock()]);
    const items = await openHistory(user);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Current');
    expect(items[0]).toHaveTextContent('ada@example.com');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(items[2]).toHaveTextContent('Before history');
  });

  it('compares a version with the current text, line by line, in words as well as colour', async () => {
    const user = userEvent.setup();
    renderWithApi(<ChatbotPrompts />, [promptsMock(), historyMock()]);
    const items = await openHistory(user);
    const compare = within(items[1] as HTMLElement).getByRole('button', { name: 'Compare' });
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-expanded', 'true');
    const diff = document.getElementById(compare.getAttribute('aria-controls') ?? '');
    if (!diff) throw new Error('no diff shown');
    expect(
      [...diff.querySelectorAll('ins, del, [data-change]')].map((line) => line.textContent),
    ).toMatchInlineSnapshot(`
        [
          " You are a friendly cooking assistant.",
          "−Removed: Answer in metric.",
        ]
      `);
    expect(diff).toHaveTextContent('1 line only in this version');
  });

  it('restores a version once confirmed: Prompt Updated!, the editor shows it, the history asks again', async () => {
    const user = userEvent.setup();
    const restored = version('4', earlierPrompt, 'ada@example.com', '2026-03-04T10:00:00Z');
    renderWithApi(<ChatbotPrompts />, [
      promptsMock(),
      historyMock(),
      {
        request: { query: RestoreChatbotPromptMutation, variables: { versionId: '2' } },
        result: {
          data: {
            restoreChatbotPrompt: {
              __typename: 'RestoreChatbotPromptSuccess',
              prompts: prompts(earlierPrompt),
            },
          },
        },
      },
      historyMock([restored, current, earlier, oldest]),
    ]);
    const items = await openHistory(user);
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(openToast()?.title).toBe('Prompt Updated!'));
    expect(screen.getByRole('textbox', { name: 'Main Chat prompt' })).toHaveValue(earlierPrompt);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Main Chat history' })).getAllByRole('listitem'),
      ).toHaveLength(4),
    );
  });

  it('resets to the default once confirmed, and says Update Failed when that fails', async () => {
    const user = userEvent.setup();
    const reset = { query: ResetChatbotPromptMutation, variables: { promptType: 'MAIN' } };
    renderWithApi(<ChatbotPrompts />, [
      promptsMock(),
      { request: reset, error: new Error('offline') },
      {
        request: reset,
        result: {
          data: {
            resetChatbotPrompt: {
              __typename: 'ResetChatbotPromptSuccess',
              prompts: prompts(defaultPrompt),
            },
          },
        },
      },
    ]);
    await screen.findByRole('textbox', { name: 'Main Chat prompt' });
    const resetButton = () => screen.getAllByRole('button', { name: 'Reset to default' })[0];
    await user.click(resetButton() as HTMLElement);
    const dialog = screen.getByRole('alertdialog', { name: 'Reset Main Chat to the default?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(openToast()?.title).toBe('Update Failed'));
    expect(openToast()?.description).toBe('Failed to update the chatbot prompt.');
    expect(openToast()?.variant).toBe('destructive');
    expect(screen.getByRole('textbox', { name: 'Main Chat prompt' })).toHaveValue(
      savedPrompts.mainPrompt,
    );
    getToastStore().dismiss();

    await user.click(resetButton() as HTMLElement);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset to default' }),
    );
    await waitFor(() => expect(openToast()?.title).toBe('Prompt Updated!'));
    expect(screen.getByRole('textbox', { name: 'Main Chat prompt' })).toHaveValue(defaultPrompt);
  });

  it('says Update Failed when a restore is refused', async () => {
    const user = userEvent.setup();
    renderWithApi(<ChatbotPrompts />, [
      promptsMock(),
      historyMock(),
      {
        request: { query: RestoreChatbotPromptMutation, variables: { versionId: '2' } },
        result: {
          data: {
            restoreChatbotPrompt: {
              __typename: 'ChatbotPromptVersionNotFoundError',
              message: 'No such version.',
            },
          },
        },
      },
    ]);
    const items = await openHistory(user);
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Restore' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(openToast()?.title).toBe('Update Failed'));
    expect(screen.getByRole('textbox', { name: 'Main Chat prompt' })).toHaveValue(
      savedPrompts.mainPrompt,
    );
  });
});
