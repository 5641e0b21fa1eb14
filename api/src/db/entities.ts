import { AuthIdentity } from '../auth/auth-identity.entity.ts';
import { AuthSession } from '../auth/auth-session.entity.ts';
import { AuthUser } from '../auth/auth-user.entity.ts';
import { FlowState } from '../auth/flow-state.entity.ts';
import { MfaChallenge } from '../auth/mfa/mfa-challenge.entity.ts';
import { MfaFactor } from '../auth/mfa/mfa-factor.entity.ts';
import { OAuthFlow } from '../auth/oauth/oauth-flow.entity.ts';
import { OneTimeToken } from '../auth/one-time-token.entity.ts';
import { RefreshToken } from '../auth/refresh-token.entity.ts';
import { SigningKey } from '../auth/signing-key.entity.ts';
import { AdminAuditEvent } from '../modules/admin/admin-audit-event.entity.ts';
import { ChatConversation } from '../modules/chat/chat-conversation.entity.ts';
import { ChatTurn } from '../modules/chat/chat-turn.entity.ts';
import { Image } from '../modules/images/image.entity.ts';
import { ImportAttempt } from '../modules/imports/import-attempt.entity.ts';
import { ImportResult } from '../modules/imports/import-result.entity.ts';
import { ChatbotPrompt } from '../modules/prompts/chatbot-prompt.entity.ts';
import { ChatbotPromptVersion } from '../modules/prompts/chatbot-prompt-version.entity.ts';
import { Recipe } from '../modules/recipes/recipe.entity.ts';
import { RecipeOwnerCount } from '../modules/recipes/recipe-owner-count.entity.ts';
import { ShoppingItem } from '../modules/shopping/shopping-item.entity.ts';
import { ShoppingItemDeletion } from '../modules/shopping/shopping-item-deletion.entity.ts';
import { ShoppingListClock } from '../modules/shopping/shopping-list-clock.entity.ts';
import { ShoppingListSnapshot } from '../modules/shopping/shopping-list-snapshot.entity.ts';
import { User } from '../modules/users/user.entity.ts';

/** Every entity the ORM knows; migrations are diffed against these. */
export const entities = [
  User,
  Recipe,
  RecipeOwnerCount,
  ShoppingItem,
  ShoppingListClock,
  ShoppingItemDeletion,
  ShoppingListSnapshot,
  Image,
  ChatbotPrompt,
  ChatbotPromptVersion,
  ChatConversation,
  ChatTurn,
  ImportAttempt,
  ImportResult,
  SigningKey,
  AuthUser,
  AuthIdentity,
  AuthSession,
  RefreshToken,
  OneTimeToken,
  FlowState,
  OAuthFlow,
  MfaFactor,
  MfaChallenge,
  AdminAuditEvent,
];
