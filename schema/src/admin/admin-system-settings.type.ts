import { builder } from '../builder.ts';
import type { AiModelChoice, MaskedSecret, SystemSettings } from './admin.port.ts';

type Settings = SystemSettings;

const MaskedSecretRef = builder.objectRef<MaskedSecret>('MaskedSecret').implement({
  description: 'A secret as the dashboard may show it: never more than its last 4 characters.',
  fields: (t) => ({
    isSet: t.exposeBoolean('isSet'),
    masked: t.exposeString('masked', {
      nullable: true,
      description: 'e.g. "…abcd"; null when not set.',
    }),
  }),
});

const DatabaseSettingsRef = builder.objectRef<Settings['database']>('DatabaseSettings').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'PGlite (embedded) or PostgreSQL.' }),
    host: t.exposeString('host', { nullable: true, description: 'PostgreSQL host:port.' }),
    name: t.exposeString('name', { nullable: true, description: 'PostgreSQL database name.' }),
    dataDir: t.exposeString('dataDir', {
      nullable: true,
      description: 'Where PGlite keeps its files.',
    }),
  }),
});

const AuthSettingsRef = builder.objectRef<Settings['auth']>('AuthSettings').implement({
  fields: (t) => ({
    mode: t.exposeString('mode', {
      description: 'embedded (/auth/v1 of this api), supabase (hosted), jwks or secret.',
    }),
    issuer: t.exposeString('issuer', { nullable: true }),
    audience: t.exposeString('audience'),
    supabaseUrl: t.exposeString('supabaseUrl', { nullable: true }),
    supabaseAnonKey: t.field({ type: MaskedSecretRef, resolve: (auth) => auth.supabaseAnonKey }),
    jwtSecret: t.field({ type: MaskedSecretRef, resolve: (auth) => auth.jwtSecret }),
    jwksUrl: t.exposeString('jwksUrl', { nullable: true }),
    autoConfirm: t.exposeBoolean('autoConfirm'),
    tokenLifetimeSeconds: t.exposeInt('tokenLifetimeSeconds'),
    smtpUrl: t.exposeString('smtpUrl', {
      nullable: true,
      description: 'Password masked; null: mails go to the outbox folder.',
    }),
    externalProviders: t.exposeStringList('externalProviders'),
    adminEmailCount: t.exposeInt('adminEmailCount'),
  }),
});

const AiModelChoiceRef = builder.objectRef<AiModelChoice>('AiModelChoice').implement({
  description: 'The model an AI task runs on; isDefault when no setting named it.',
  fields: (t) => ({
    name: t.exposeString('name'),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

const AiSettingsRef = builder.objectRef<Settings['ai']>('AiSettings').implement({
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'openai or local (offline).' }),
    baseUrl: t.exposeString('baseUrl', { nullable: true }),
    apiKey: t.field({ type: MaskedSecretRef, resolve: (ai) => ai.apiKey }),
    chatModel: t.field({ type: AiModelChoiceRef, resolve: (ai) => ai.chatModel }),
    assistantModel: t.field({ type: AiModelChoiceRef, resolve: (ai) => ai.assistantModel }),
    visionModel: t.field({ type: AiModelChoiceRef, resolve: (ai) => ai.visionModel }),
    imageModel: t.field({ type: AiModelChoiceRef, resolve: (ai) => ai.imageModel }),
    realtimeModel: t.field({
      type: AiModelChoiceRef,
      description: 'The model of realtime voice sessions.',
      resolve: (ai) => ai.realtimeModel,
    }),
    timeoutMs: t.exposeInt('timeoutMs', { nullable: true }),
  }),
});

const RedisSettingsRef = builder.objectRef<Settings['redis']>('RedisSettings').implement({
  fields: (t) => ({
    isEnabled: t.exposeBoolean('isEnabled'),
    url: t.exposeString('url', { nullable: true, description: 'Password masked.' }),
  }),
});

const RemoteUrlRef = builder.objectRef<Settings['remoteUrls'][number]>('RemoteUrl').implement({
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'mfe_recipes, mfe_shopping, mfe_chat, mfe_admin.',
    }),
    url: t.exposeString('url', { nullable: true, description: 'Null: served by this api.' }),
  }),
});

const ChatSettingsRef = builder.objectRef<Settings['chat']>('ChatSettings').implement({
  fields: (t) => ({
    logContent: t.exposeBoolean('logContent', { description: 'CHAT_LOG_CONTENT.' }),
    turnTimeoutMs: t.exposeInt('turnTimeoutMs'),
  }),
});

const SystemSettingsRef = builder.objectRef<Settings>('SystemSettings').implement({
  description: 'The running configuration, read-only, with every secret masked.',
  fields: (t) => ({
    publicUrl: t.exposeString('publicUrl'),
    database: t.field({ type: DatabaseSettingsRef, resolve: (settings) => settings.database }),
    auth: t.field({ type: AuthSettingsRef, resolve: (settings) => settings.auth }),
    ai: t.field({ type: AiSettingsRef, resolve: (settings) => settings.ai }),
    redis: t.field({ type: RedisSettingsRef, resolve: (settings) => settings.redis }),
    remoteUrls: t.field({ type: [RemoteUrlRef], resolve: (settings) => settings.remoteUrls }),
    chat: t.field({ type: ChatSettingsRef, resolve: (settings) => settings.chat }),
  }),
});

builder.queryFields((t) => ({
  adminSystemSettings: t.field({
    type: SystemSettingsRef,
    description: 'Admins only. The running configuration, secrets masked.',
    authScopes: { admin: true },
    resolve: (_root, _args, { admin }) => admin.systemSettings(),
  }),
}));
