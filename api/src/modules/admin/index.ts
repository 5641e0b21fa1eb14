/** Admin: dashboard figures and the assistant's prompts, for admins only. */
export { AdminService } from './admin.service.ts';
