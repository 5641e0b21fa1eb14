import { createClient } from '@supabase/supabase-js';

/**
 * The one supabase client of the app. The api serves a Supabase-compatible /auth/v1 on the app's
 * own origin, so the URL is the origin and the key is the local anon key. Default storage
 * (localStorage) and auto-refresh.
 */
export const supabase = createClient(window.location.origin, 'local-anon-key');
