/** The signed-in user's profile as GET /api/auth/user answers it. */
export interface Profile {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string | null;
}

export async function fetchProfile(accessToken: string): Promise<Profile> {
  const response = await fetch('/api/auth/user', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error('Failed to fetch user profile');
  return (await response.json()) as Profile;
}
