import { randomUUID } from "node:crypto";
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { type AuditEntry, auditEntryEntity } from "../../../shared/operations/entities/audit-entry";
import { tableName } from "../../platform/dynamo";
import type { StaffContext } from "../../platform/staff-session/staff-guard";

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export interface AuditFacts {
  /** The campus the action concerns; staff management of company admins uses OPERATIONS_TENANT. */
  siteId: string;
  /** `order.refund`, `reservation.check_in`, ... */
  action: string;
  /** `order:{id}`, `reservation:{customerId}/{reservationId}`, ... */
  target: string;
  before?: unknown;
  after?: unknown;
}

/** The audit entry of one staff action (docs/operations.md "Audit log"). */
export function auditEntry(staff: StaffContext, facts: AuditFacts, now: Date): AuditEntry {
  return {
    id: randomUUID(),
    site_id: facts.siteId,
    at: now.toISOString(),
    staff_id: staff.account.id,
    staff_email: staff.account.email,
    action: facts.action,
    target: facts.target,
    before: facts.before ?? null,
    after: facts.after ?? null,
  };
}

/**
 * The Put of an action's audit entry, sent inside the action's own TransactWrite: the change
 * and its record commit together or not at all, so no staff change goes unrecorded.
 */
export function auditPut(staff: StaffContext, facts: AuditFacts, now: Date): TransactItem {
  const entry = auditEntry(staff, facts, now);
  return {
    Put: {
      TableName: tableName(),
      Item: auditEntryEntity.toItem({ siteId: entry.site_id, at: entry.at, id: entry.id }, entry),
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}
