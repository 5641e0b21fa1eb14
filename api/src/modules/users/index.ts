/** Users: the app's profile of each signed-in person. */
export { User } from './user.entity.ts';
export { ensureUser, type TokenIdentity, UserService } from './user.service.ts';
/** Listing, counting and naming users across owners; for the admin dashboard only. */
export { countUsers, listUsers, profilesOf, type UserDirectoryPage } from './user-directory.ts';
