import { useQuery } from '@apollo/client/react';
import { Card, Skeleton } from '@app/ui';
import { LoadFailed } from '../../components/load-failed.tsx';
import { NotAvailable } from '../../components/not-available.tsx';
import { isForbidden } from '../../data/is-forbidden.ts';
import { PromptEditor } from './prompt-editor.tsx';
import { promptKinds } from './prompt-kinds.ts';
import { ChatbotPromptsQuery } from './prompt-operations.ts';

/** The Chatbot Prompts tab: the assistant's three system prompts, each saved on its own. */
export function ChatbotPrompts() {
  const { data, error, refetch } = useQuery(ChatbotPromptsQuery);
  const prompts = data?.chatbotPrompts;

  if (!prompts && isForbidden(error)) return <NotAvailable />;
  if (!prompts && error) {
    return <LoadFailed title="The chatbot prompts could not be loaded" onRetry={refetch} />;
  }
  return (
    <div className="flex flex-col gap-4">
      {promptKinds.map((kind) =>
        prompts ? (
          <PromptEditor key={kind.type} kind={kind} saved={prompts[kind.field]} />
        ) : (
          <Card key={kind.type} aria-hidden="true" data-testid="prompt-skeleton">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="mt-2 h-4 w-3/4" />
            <Skeleton className="mt-4 h-64 w-full" />
            <Skeleton className="mt-3 ml-auto h-11 w-36" />
          </Card>
        ),
      )}
      {!prompts && (
        <p className="sr-only" role="status">
          Loading the chatbot prompts…
        </p>
      )}
    </div>
  );
}
