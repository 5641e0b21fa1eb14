import { describe, expect, it } from 'vitest';
import {
  type ChatMessage,
  chatStorageKey,
  historyToSend,
  loadChatHistory,
  newConversation,
  saveChatHistory,
} from './chat-history.ts';

function message(
  role: ChatMessage['role'],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id: crypto.randomUUID(),
    role,
    content,
    timestamp: '2026-11-26T10:00:00.000Z',
    ...extra,
  };
}

describe('the conversation kept in ai-cooking-chat', () => {
  it('starts with one greeting, and comes back as it was saved', () => {
    const fresh = loadChatHistory('cook-1');
    expect(fresh.messages).toHaveLength(1);
    expect(fresh.messages[0]?.isGreeting).toBe(true);
    const saved = { ...fresh, messages: [...fresh.messages, message('user', 'Hello')] };
    saveChatHistory(saved);
    expect(loadChatHistory('cook-1')).toEqual(saved);
  });

  it("does not show one cook's conversation to another on the same browser", () => {
    saveChatHistory({
      ...newConversation('cook-1'),
      messages: [message('user', 'My secret soup')],
    });
    const other = loadChatHistory('cook-2');
    expect(other.messages.map((each) => each.content)).not.toContain('My secret soup');
    expect(other.userId).toBe('cook-2');
  });

  it('starts afresh from a damaged value', () => {
    localStorage.setItem(chatStorageKey, '{"conversationId": 4, "messages": "no"');
    expect(loadChatHistory('cook-1').messages).toHaveLength(1);
    localStorage.setItem(
      chatStorageKey,
      JSON.stringify({ userId: 'cook-1', conversationId: 'x', messages: [{ role: 'admin' }] }),
    );
    expect(loadChatHistory('cook-1').messages[0]?.isGreeting).toBe(true);
  });
});

describe('the history sent with a message', () => {
  it('is the last 10 real messages, oldest first, without the greeting or failed answers', () => {
    const messages = [
      message('assistant', 'Hi!', { isGreeting: true }),
      ...Array.from({ length: 12 }, (_, index) =>
        message(index % 2 ? 'assistant' : 'user', `m${index}`),
      ),
      message('assistant', 'Failed to get response. Please try again.', { outcome: 'failed' }),
    ];
    const sent = historyToSend(messages);
    expect(sent).toHaveLength(10);
    expect(sent[0]).toEqual({ role: 'USER', content: 'm2' });
    expect(sent.at(-1)).toEqual({ role: 'ASSISTANT', content: 'm11' });
  });
});
