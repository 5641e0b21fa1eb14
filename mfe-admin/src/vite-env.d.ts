/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Standalone dev: an access token (`npm run token -- <email> <password>`). */
  readonly VITE_DEV_TOKEN?: string;
}
