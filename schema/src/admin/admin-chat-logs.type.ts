import { builder } from '../builder.ts';
import { PageInfoRef } from '../shared/page-info.type.ts';
import type { AdminPage, ChatLogEntry } from './admin.port.ts';
import { afterRule, firstRule } from './admin-page-args.ts';

const ChatLogEntryRef = builder.objectRef<ChatLogEntry>('ChatLogEntry').implement({
  description: 'One turn of the assistant, from its usage log.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    userId: t.exposeID('userId'),
    userEmail: t.exposeString('userEmail', {
      nullable: true,
      description: 'Null when the account is gone.',
    }),
    conversationId: t.exposeID('conversationId'),
    feature: t.exposeString('feature', {
      description: 'GENERAL, or RECIPE when a recipe was open.',
    }),
    provider: t.exposeString('provider', { description: 'openai or local.' }),
    model: t.exposeString('model'),
    outcome: t.exposeString('outcome', {
      description: 'running, completed, failed or cancelled.',
    }),
    tools: t.exposeStringList('tools', { description: 'Tools called, in order, with repeats.' }),
    inputTokens: t.exposeInt('inputTokens', { nullable: true, description: 'When known.' }),
    outputTokens: t.exposeInt('outputTokens', { nullable: true, description: 'When known.' }),
    latencyMs: t.exposeInt('latencyMs', { nullable: true }),
    error: t.exposeString('error', { nullable: true, description: 'What went wrong, if it did.' }),
    userMessage: t.exposeString('userMessage', {
      nullable: true,
      description: 'Only when the server logs message text (CHAT_LOG_CONTENT).',
    }),
    response: t.exposeString('response', {
      nullable: true,
      description: 'Only when the server logs message text (CHAT_LOG_CONTENT).',
    }),
  }),
});

const ChatLogEdgeRef = builder
  .objectRef<AdminPage<ChatLogEntry>['nodes'][number]>('ChatLogEdge')
  .implement({
    fields: (t) => ({
      cursor: t.exposeString('cursor'),
      node: t.field({ type: ChatLogEntryRef, resolve: (edge) => edge.node }),
    }),
  });

const ChatLogConnectionRef = builder
  .objectRef<AdminPage<ChatLogEntry>>('ChatLogConnection')
  .implement({
    description: "A page of the assistant's usage log, newest first.",
    fields: (t) => ({
      edges: t.field({ type: [ChatLogEdgeRef], resolve: (page) => page.nodes }),
      nodes: t.field({
        type: [ChatLogEntryRef],
        resolve: (page) => page.nodes.map((edge) => edge.node),
      }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page }),
    }),
  });

builder.queryFields((t) => ({
  adminChatLogs: t.field({
    type: ChatLogConnectionRef,
    description: "Admins only. The assistant's usage log, newest first (keyset-paged).",
    authScopes: { admin: true },
    args: {
      first: t.arg.int({ defaultValue: 20, validate: firstRule }),
      after: t.arg.string({
        description: 'endCursor of the previous page.',
        validate: afterRule.nullish(),
      }),
    },
    resolve: (_root, { first, after }, { admin }) =>
      admin.chatLogs({ first: first ?? 20, after: after ?? null }),
  }),
}));
