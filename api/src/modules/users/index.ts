/** Users: the app's profile of each signed-in person. */
export { User } from './user.entity.ts';
export { ensureUser, type TokenIdentity, UserService } from './user.service.ts';
/** All users, read by the admin export and reports. */
export {
  type DirectoryUser,
  listUsersAfter,
  signUpsByDay,
} from './user-directory.ts';
