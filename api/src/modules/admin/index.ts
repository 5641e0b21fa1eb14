/** Admin: dashboard figures and the assistant's prompts, for admins only. */
export { AdminService } from './admin.service.ts';
/** Admin: usage reports and the user export, for admins only. */
export { AdminReportsService } from './admin-reports.ts';
