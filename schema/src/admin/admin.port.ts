export const promptTypes = ['main', 'shopping', 'recipe'] as const;
export type PromptType = (typeof promptTypes)[number];

export interface RecentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

export interface RecipeCreator {
  email: string;
  firstName: string | null;
  recipeCount: number;
}

export interface AdminStats {
  totalUsers: number;
  totalRecipes: number;
  totalShoppingItems: number;
  totalImagesGenerated: number;
  recentUsers: RecentUser[];
  topRecipeCreators: RecipeCreator[];
}

export interface ChatbotPrompts {
  mainPrompt: string;
  shoppingPrompt: string;
  recipePrompt: string;
}

export const accountStatuses = ['active', 'unconfirmed', 'banned'] as const;
/** From the sign-in service: banned until a later date, e-mail not confirmed yet, or active. */
export type AccountStatus = (typeof accountStatuses)[number];

export interface AdminUser extends RecentUser {
  status: AccountStatus;
  /** Signs in with a code from an authenticator app as well (embedded sign-in only). */
  hasTwoFactor: boolean;
}

/** A newest-first page and where it ended. */
export interface AdminPage<Node> {
  nodes: { cursor: string; node: Node }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface AdminUserPage extends AdminPage<AdminUser> {
  /** Users matching the search, over every page. */
  totalCount: number;
}

export interface PageArguments {
  first: number;
  after: string | null;
}

export interface ChatbotPromptVersion {
  id: string;
  promptType: PromptType;
  prompt: string;
  savedAt: Date;
  /** Null for the text in place before history was kept. */
  savedByUserId: string | null;
  savedByEmail: string | null;
}

/** One turn of the assistant from its usage log. */
export interface ChatLogEntry {
  id: string;
  startedAt: Date;
  finishedAt: Date | null;
  userId: string;
  /** Null when the account is gone. */
  userEmail: string | null;
  conversationId: string;
  feature: string;
  provider: string;
  model: string;
  /** running, completed, failed or cancelled. */
  outcome: string;
  tools: string[];
  inputTokens: number | null;
  outputTokens: number | null;
  latencyMs: number | null;
  error: string | null;
  userMessage: string | null;
  response: string | null;
}

/** A secret as the dashboard may show it: whether it is set, and at most its last 4 characters. */
export interface MaskedSecret {
  isSet: boolean;
  masked: string | null;
}

/** The model an AI task runs on, and whether no setting named it (the default was taken). */
export interface AiModelChoice {
  name: string;
  isDefault: boolean;
}

export interface SystemSettings {
  publicUrl: string;
  database: {
    kind: 'PGlite' | 'PostgreSQL';
    host: string | null;
    name: string | null;
    dataDir: string | null;
  };
  auth: {
    mode: string;
    issuer: string | null;
    audience: string;
    supabaseUrl: string | null;
    supabaseAnonKey: MaskedSecret;
    jwtSecret: MaskedSecret;
    jwksUrl: string | null;
    autoConfirm: boolean;
    tokenLifetimeSeconds: number;
    smtpUrl: string | null;
    externalProviders: string[];
    adminEmailCount: number;
  };
  ai: {
    provider: string;
    baseUrl: string | null;
    apiKey: MaskedSecret;
    chatModel: AiModelChoice;
    assistantModel: AiModelChoice;
    visionModel: AiModelChoice;
    imageModel: AiModelChoice;
    /** Realtime voice sessions. */
    realtimeModel: AiModelChoice;
    timeoutMs: number | null;
  };
  redis: { isEnabled: boolean; url: string | null };
  remoteUrls: { name: string; url: string | null }[];
  chat: { logContent: boolean; turnTimeoutMs: number };
}

/** What the admin dashboard reads and edits. Only admins reach it (checked by the schema). */
export interface AdminPort {
  stats(): Promise<AdminStats>;
  /** Newest first; `search` matches e-mail and first/last name, case-insensitive. */
  users(args: PageArguments & { search: string | null }): Promise<AdminUserPage>;
  prompts(): Promise<ChatbotPrompts>;
  updatePrompt(type: PromptType, prompt: string): Promise<ChatbotPrompts>;
  /** Every saved text of one prompt, newest first. */
  promptHistory(type: PromptType): Promise<ChatbotPromptVersion[]>;
  /** Saves an earlier version's text as the current one (a new version). */
  restorePrompt(versionId: string): Promise<ChatbotPrompts>;
  /** Saves the default text as the current one (a new version). */
  resetPrompt(type: PromptType): Promise<ChatbotPrompts>;
  /** The assistant's usage log, newest first. */
  chatLogs(args: PageArguments): Promise<AdminPage<ChatLogEntry>>;
  /** The running configuration, secrets masked. */
  systemSettings(): Promise<SystemSettings>;
  /**
   * Removes a cook's second factors (a lost phone), recorded in the admin audit log; answers
   * the user as the Users tab lists them.
   */
  removeTwoFactor(userId: string): Promise<AdminUser>;
}
