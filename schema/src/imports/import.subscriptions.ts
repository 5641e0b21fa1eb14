import { z } from 'zod';
import { builder } from '../builder.ts';
import { type ImportProgress, importSteps } from './imports.port.ts';

const ImportStepEnum = builder.enumType('ImportStep', { values: importSteps });

const ImportProgressRef = builder.objectRef<ImportProgress>('ImportProgress').implement({
  description: 'One step of a running import.',
  fields: (t) => ({
    importId: t.exposeString('importId'),
    step: t.expose('step', { type: ImportStepEnum }),
    progress: t.exposeFloat('progress', { description: 'From 0 to 1.' }),
    message: t.exposeString('message'),
    recipeId: t.exposeInt('recipeId', {
      nullable: true,
      description: 'The saved recipe (a new one, or the one imported before), on SAVED.',
    }),
  }),
});

builder.subscriptionFields((t) => ({
  recipeImportProgressed: t.field({
    type: ImportProgressRef,
    description: 'Steps of the import started with this importId (subscribe before starting it).',
    authScopes: { signedIn: true },
    args: { importId: t.arg.string({ required: true, validate: z.uuid() }) },
    subscribe: (_root, { importId }, { imports }) => imports.progress(importId),
    resolve: (event) => event,
  }),
}));
