/** Users: the app's profile of each signed-in person. */
export { User } from './user.entity.ts';
export { ensureUser, type TokenIdentity, UserService } from './user.service.ts';
