import { defineEntity, p } from '@mikro-orm/core';

/**
 * What an admin did to someone else's account, kept for as long as the install: who, to whom,
 * what and when. Written in the same transaction as the change it records.
 */
export const AdminAuditEventSchema = defineEntity({
  name: 'AdminAuditEvent',
  tableName: 'admin_audit_events',
  properties: {
    id: p.uuid().primary(),
    adminUserId: p.uuid(),
    adminEmail: p.text(),
    /** `remove_two_factor`. */
    action: p.text(),
    targetUserId: p.uuid(),
    details: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'admin_audit_events_target_index', properties: ['targetUserId', 'createdAt'] }],
});

export class AdminAuditEvent extends AdminAuditEventSchema.class {}
AdminAuditEventSchema.setClass(AdminAuditEvent);
