import { UpdateCommand, type UpdateCommandInput } from "@aws-sdk/lib-dynamodb";
import { staffAccountEntity } from "../../../shared/operations/entities/staff-account";
import { documentClient, tableName } from "../../platform/dynamo";
import { conditionalWrite } from "../../platform/table";

// The second factor's writes (docs/operations/session-and-staff.md): each one conditional, so
// a code, a step or a recovery code is accepted by exactly one of any racing requests.

const update = (staffId: string, input: Omit<UpdateCommandInput, "TableName" | "Key">) =>
  conditionalWrite(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: staffAccountEntity.key({ staffId }),
        ...input,
      }),
    ),
  );

/** The secret shown at a sign-in before enrollment, replacing any earlier one. */
export const storePendingSecret = (staffId: string, secret: string): Promise<boolean> =>
  update(staffId, {
    UpdateExpression: "SET totp_pending_secret = :secret",
    ConditionExpression: "attribute_exists(pk) AND #data.totp_enrolled_at = :null",
    ExpressionAttributeNames: { "#data": "data" },
    ExpressionAttributeValues: { ":secret": secret, ":null": null },
  });

/**
 * The first right code enrolls two-factor: the pending secret becomes the secret, only if it is
 * still the one the code was checked against and nothing was enrolled meanwhile.
 */
export const enrollTotp = (
  staffId: string,
  enrollment: { secret: string; step: number; recoveryHashes: string[] },
  now: Date,
): Promise<boolean> =>
  update(staffId, {
    UpdateExpression:
      "SET totp_secret = :secret, totp_pending_secret = :empty, totp_last_step = :step, recovery_code_hashes = :hashes, #data.totp_enrolled_at = :now",
    ConditionExpression:
      "totp_pending_secret = :secret AND #data.totp_enrolled_at = :null AND #data.disabled = :no",
    ExpressionAttributeNames: { "#data": "data" },
    ExpressionAttributeValues: {
      ":secret": enrollment.secret,
      ":empty": "",
      ":step": enrollment.step,
      ":hashes": enrollment.recoveryHashes,
      ":now": now.toISOString(),
      ":null": null,
      ":no": false,
    },
  });

/**
 * A code's time step is accepted once: only a step after the last accepted one passes, so a
 * code seen over a shoulder (or sent twice) starts no second session.
 */
export const acceptTotpStep = (staffId: string, secret: string, step: number): Promise<boolean> =>
  update(staffId, {
    UpdateExpression: "SET totp_last_step = :step",
    ConditionExpression:
      "totp_secret = :secret AND (attribute_not_exists(totp_last_step) OR totp_last_step < :step)",
    ExpressionAttributeValues: { ":secret": secret, ":step": step },
  });

/**
 * Spends a recovery code: removes its hash where it was read, only if it is still there. Two
 * racing uses read the same position; the first removal shifts the list, the second's
 * condition then fails.
 */
export const spendRecoveryCode = (staffId: string, index: number, hash: string): Promise<boolean> =>
  update(staffId, {
    UpdateExpression: `REMOVE recovery_code_hashes[${index}]`,
    ConditionExpression: `recovery_code_hashes[${index}] = :hash`,
    ExpressionAttributeValues: { ":hash": hash },
  });
