import { builder } from '../builder.ts';
import { ChatResponseRef } from './chat.type.ts';
import type { AssistantToolRun, RealtimeSession } from './voice.port.ts';

export const RealtimeSessionRef = builder.objectRef<RealtimeSession>('RealtimeSession').implement({
  description:
    'A short-lived secret for one realtime voice session, set up by the server with the assistant prompt, the open recipe and the tools. The browser POSTs its SDP offer to `callUrl` with the secret as bearer token.',
  fields: (t) => ({
    clientSecret: t.exposeString('clientSecret', {
      description: 'The ephemeral secret (never the server key).',
    }),
    model: t.exposeString('model'),
    voice: t.exposeString('voice'),
    callUrl: t.exposeString('callUrl', {
      description: "The provider's WebRTC call endpoint (takes application/sdp).",
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (session) => session.expiresAt,
    }),
  }),
});

export const AssistantToolRunRef = builder
  .objectRef<AssistantToolRun>('AssistantToolRun')
  .implement({
    description: 'One tool call of a voice session, run through the same tools as the text chat.',
    fields: (t) => ({
      callId: t.exposeID('callId'),
      name: t.exposeString('name'),
      output: t.field({
        type: 'JSON',
        description: 'What goes back to the model as the function output: `{result}` or `{error}`.',
        resolve: (run) => run.output,
      }),
      response: t.field({
        type: ChatResponseRef,
        description: 'What the call changed, as a chat response (for toasts, cards and the cache).',
        resolve: (run) => run.response,
      }),
    }),
  });
