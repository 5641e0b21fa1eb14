import { defineEntity, p } from '@mikro-orm/core';
import { AuthUser } from './auth-user.entity.ts';

/**
 * A PKCE flow (auth-contract §4.5): the client's code challenge, kept until the browser comes
 * back with the one-time auth code and the verifier.
 */
export const FlowStateSchema = defineEntity({
  name: 'FlowState',
  tableName: 'auth_flow_states',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(AuthUser).mapToPk().deleteRule('cascade'),
    authCode: p.uuid().unique('auth_flow_states_auth_code_unique'),
    codeChallenge: p.text(),
    codeChallengeMethod: p.text(),
    /** `recovery`, `signup`: becomes the session's `amr` method. */
    authenticationMethod: p.text(),
    /** Set when a verified link released the auth code to the browser. */
    authCodeIssuedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class FlowState extends FlowStateSchema.class {}
FlowStateSchema.setClass(FlowState);
