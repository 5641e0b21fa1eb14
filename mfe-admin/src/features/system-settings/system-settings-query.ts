import { graphql } from '../../__generated__/gql.ts';

/** The running configuration, every secret already masked by the server. */
export const AdminSystemSettingsQuery = graphql(`
  query AdminSystemSettingsQuery {
    adminSystemSettings {
      publicUrl
      database {
        kind
        host
        name
        dataDir
      }
      auth {
        mode
        issuer
        audience
        supabaseUrl
        supabaseAnonKey {
          isSet
          masked
        }
        jwtSecret {
          isSet
          masked
        }
        jwksUrl
        autoConfirm
        tokenLifetimeSeconds
        smtpUrl
        externalProviders
        adminEmailCount
      }
      ai {
        provider
        baseUrl
        apiKey {
          isSet
          masked
        }
        chatModel {
          name
          isDefault
        }
        assistantModel {
          name
          isDefault
        }
        visionModel {
          name
          isDefault
        }
        imageModel {
          name
          isDefault
        }
        realtimeModel {
          name
          isDefault
        }
        timeoutMs
      }
      redis {
        isEnabled
        url
      }
      remoteUrls {
        name
        url
      }
      chat {
        logContent
        turnTimeoutMs
      }
    }
  }
`);
