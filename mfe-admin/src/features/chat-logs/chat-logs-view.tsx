import { useQuery } from '@apollo/client/react';
import { Badge, Button, EmptyState, Skeleton, toast } from '@app/ui';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import type { AdminChatLogsQueryQuery } from '../../__generated__/graphql.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { SubView } from '../../components/sub-view.tsx';
import {
  featureLabel,
  latencyLabel,
  outcomeBadge,
  timeLabel,
  tokensLabel,
} from './chat-log-format.ts';
import { AdminChatLogsQuery } from './chat-logs-query.ts';

type ChatLogEntry = AdminChatLogsQueryQuery['adminChatLogs']['nodes'][number];

const pageSize = 20;

/** View Chat Logs: the assistant's turns, newest first, a page at a time. */
export function ChatLogsView({ onBack }: { onBack: () => void }) {
  const { data, error, refetch, fetchMore } = useQuery(AdminChatLogsQuery, {
    variables: { first: pageSize },
    // Turns keep coming: a fresh look each time the view opens.
    fetchPolicy: 'cache-and-network',
  });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const logs = data?.adminChatLogs;

  const loadMore = async () => {
    if (!logs?.pageInfo.endCursor) return;
    setIsLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: pageSize, after: logs.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          adminChatLogs: {
            ...fetchMoreResult.adminChatLogs,
            nodes: [...previous.adminChatLogs.nodes, ...fetchMoreResult.adminChatLogs.nodes],
          },
        }),
      });
    } catch {
      toast({
        title: 'More turns could not be loaded',
        description: 'Check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setIsLoadingMore(false);
    }
  };

  return (
    <SubView
      id="chat-logs"
      title="Chat Logs"
      description="Every turn of the cooking assistant, newest first."
      onBack={onBack}
    >
      {!logs && error ? (
        <LoadFailed title="The chat logs could not be loaded" onRetry={refetch} />
      ) : !logs ? (
        <div role="status" className="flex flex-col gap-3">
          <p className="sr-only">Loading the chat logs…</p>
          {Array.from({ length: 3 }, (_, row) => (
            <div key={row} className="rounded-card border border-line bg-raised p-4 shadow-card">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-3 h-4 w-1/3" />
            </div>
          ))}
        </div>
      ) : logs.nodes.length === 0 ? (
        <EmptyState icon={<MessagesSquare />} title="No chat turns yet">
          Each message a cook sends the assistant appears here, with what it did and how long it
          took.
        </EmptyState>
      ) : (
        <>
          <ol aria-label="Chat turns" className="flex flex-col gap-3">
            {logs.nodes.map((entry) => (
              <ChatLogItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {logs.pageInfo.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" isLoading={isLoadingMore} onClick={() => void loadMore()}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </SubView>
  );
}

function ChatLogItem({ entry }: { entry: ChatLogEntry }) {
  const outcome = outcomeBadge(entry.outcome);
  return (
    <li className="rounded-card border border-line bg-raised p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{entry.userEmail ?? 'Deleted account'}</p>
          <p className="text-muted text-sm">
            <time dateTime={entry.startedAt}>{timeLabel(entry.startedAt)}</time>
          </p>
        </div>
        <Badge variant={outcome.variant}>{outcome.label}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <LogFact label="Feature" value={featureLabel(entry.feature)} />
        <LogFact label="Latency" value={latencyLabel(entry.latencyMs)} />
        <LogFact label="Tokens" value={tokensLabel(entry.inputTokens, entry.outputTokens)} />
        <LogFact label="Model" value={`${entry.model} (${entry.provider})`} />
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-muted">Tools called</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {entry.tools.length === 0 ? (
              <span className="text-muted italic">None</span>
            ) : (
              entry.tools.map((tool, index) => (
                <code
                  // Repeats are meaningful (one tool called twice): the order is the identity.
                  key={`${tool}-${index}`}
                  className="rounded-control bg-sunken px-1.5 py-0.5 font-mono text-ink text-xs"
                >
                  {tool}
                </code>
              ))
            )}
          </dd>
        </div>
      </dl>
      {entry.error && (
        <p className="mt-3 rounded-control bg-destructive-soft px-3 py-2 text-destructive text-sm">
          {entry.error}
        </p>
      )}
      {(entry.userMessage || entry.response) && (
        <div className="mt-3 flex flex-col gap-2 border-line border-t pt-3 text-sm">
          {entry.userMessage && <Message who="Cook" text={entry.userMessage} />}
          {entry.response && <Message who="Assistant" text={entry.response} />}
        </div>
      )}
    </li>
  );
}

function LogFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="truncate font-medium text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function Message({ who, text }: { who: string; text: string }) {
  return (
    <div>
      <p className="font-medium text-muted text-xs uppercase tracking-wide">{who}</p>
      <p className="mt-0.5 line-clamp-4 whitespace-pre-line text-ink">{text}</p>
    </div>
  );
}
