import { builder } from '../builder.ts';
import { DomainError } from '../errors.ts';
import { ErrorInterface } from '../shared/error.type.ts';

export class ChatbotPromptVersionNotFoundError extends DomainError {
  constructor(readonly versionId: string) {
    super('NOT_FOUND', 'That prompt version does not exist.');
    this.name = 'ChatbotPromptVersionNotFoundError';
  }
}

builder.objectType(ChatbotPromptVersionNotFoundError, {
  name: 'ChatbotPromptVersionNotFoundError',
  description: 'No saved prompt version has this id.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ versionId: t.exposeID('versionId') }),
});

export class AdminUserNotFoundError extends DomainError {
  constructor(readonly userId: string) {
    super('NOT_FOUND', 'No user has this id.');
    this.name = 'AdminUserNotFoundError';
  }
}

builder.objectType(AdminUserNotFoundError, {
  name: 'AdminUserNotFoundError',
  description: 'No user has this id.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ userId: t.exposeID('userId') }),
});
