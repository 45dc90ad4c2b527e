import { DeleteCommand } from "@aws-sdk/lib-dynamodb";
import { resetTokenEntity } from "../../shared/accounts/entities/reset-token";
import { documentClient, tableName } from "../platform/dynamo";
import { isConditionFailure, putItem } from "../platform/table";

/** requirements: purchases §4 Password reset: a link works once, for 1 hour. */
export const RESET_TTL_SECONDS = 60 * 60;

/** Customer keys come from customer/request_password_reset; staff keys have no issuer yet. */
export type ResetKind = "customer" | "staff";

export interface ResetRecord {
  kind: ResetKind;
  subjectId: string;
  /** The subject's password version when the key was issued (docs/decisions/accounts.md). */
  subjectVersion?: number;
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** docs/data-model.md #27: only the SHA-256 of the key is stored. */
export interface ResetTokenStore {
  create(siteId: string, tokenHash: string, record: ResetRecord, now: Date): Promise<void>;
  /** Deletes the key and returns what it was for; undefined when unknown, used, expired or of another kind. */
  consume(
    siteId: string,
    tokenHash: string,
    kind: ResetKind,
    now: Date,
  ): Promise<ResetRecord | undefined>;
}

export const dynamoResetTokenStore: ResetTokenStore = {
  async create(siteId, tokenHash, record, now) {
    await putItem(
      resetTokenEntity.toItem(
        { siteId, tokenHash },
        {
          kind: record.kind,
          subject_id: record.subjectId,
          ...(record.subjectVersion === undefined
            ? {}
            : { subject_version: record.subjectVersion }),
          expires_at: epoch(now) + RESET_TTL_SECONDS,
        },
      ),
    );
  },

  // Single use without a read first: the conditional delete lets exactly one caller through,
  // and TTL deletion being lazy does not matter because the condition checks expiry itself.
  async consume(siteId, tokenHash, kind, now) {
    try {
      const { Attributes } = await documentClient().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: resetTokenEntity.key({ siteId, tokenHash }),
          ConditionExpression: "attribute_exists(pk) AND expires_at > :now AND kind = :kind",
          ExpressionAttributeValues: { ":now": epoch(now), ":kind": kind },
          ReturnValues: "ALL_OLD",
        }),
      );
      if (!Attributes) return undefined;
      const version = Attributes.subject_version;
      return {
        kind,
        subjectId: String(Attributes.subject_id),
        ...(typeof version === "number" ? { subjectVersion: version } : {}),
      };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },
};
