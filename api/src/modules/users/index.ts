/** Users: the app's profile of each signed-in person. */
export { User } from './user.entity.ts';
export { ensureUser, type TokenIdentity, UserService } from './user.service.ts';
/** Listing, counting and naming users across owners; for the admin dashboard, export and reports. */
export {
  countUsers,
  type DirectoryUser,
  directoryUser,
  listUsers,
  listUsersAfter,
  profilesOf,
  signUpsByDay,
  type UserDirectoryPage,
} from './user-directory.ts';
