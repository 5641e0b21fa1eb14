import { z } from 'zod';
import { builder } from '../builder.ts';
import { ChatTurnEventRef } from './chat.type.ts';

builder.subscriptionFields((t) => ({
  chatTurnEvents: t.field({
    type: ChatTurnEventRef,
    description:
      "The steps of the signed-in cook's turn `turnId`, starting with READY; ends after DONE, FAILED or CANCELLED.",
    authScopes: { signedIn: true },
    args: { turnId: t.arg.id({ required: true, validate: z.uuid('The turn id must be a UUID.') }) },
    subscribe: (_root, { turnId }, { chat }) => chat.events(String(turnId).toLowerCase()),
    resolve: (event) => event,
  }),
}));
