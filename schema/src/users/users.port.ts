/** The signed-in user, as proven by the access token. */
export interface Viewer {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface UserProfile {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
}

/** Users as seen by the signed-in viewer. */
export interface UsersPort {
  /** The viewer's profile; created from the token's claims on first use. */
  me(): Promise<UserProfile>;
}
