import { defineEntity, p } from '@mikro-orm/core';

/**
 * A sign-in at an external provider in progress: from GET /authorize until the provider sends
 * the browser back to /callback. Its id is the OAuth `state`.
 */
export const OAuthFlowSchema = defineEntity({
  name: 'OAuthFlow',
  tableName: 'auth_oauth_flows',
  properties: {
    id: p.uuid().primary(),
    provider: p.text(),
    /** Where the browser goes afterwards (already validated). */
    redirectTo: p.text(),
    /** The app's own PKCE challenge, when supabase-js uses the PKCE flow. */
    codeChallenge: p.text().nullable(),
    codeChallengeMethod: p.text().nullable(),
    /** Our PKCE verifier towards the provider. */
    providerCodeVerifier: p.text().hidden(),
    /** linkIdentity: the signed-in account the provider identity joins, instead of a sign-in. */
    linkingUserId: p.uuid().nullable(),
    /** The session that asked to link: the link is made only while it lasts. */
    linkingSessionId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class OAuthFlow extends OAuthFlowSchema.class {}
OAuthFlowSchema.setClass(OAuthFlow);
