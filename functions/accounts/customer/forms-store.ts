import { PutCommand } from "@aws-sdk/lib-dynamodb";
import {
  type FormSubmission,
  formSubmissionEntity,
} from "../../../shared/visitor-forms/entities/form-submission";
import { documentClient, tableName } from "../../platform/dynamo";

/** Where the account forms' submissions are kept, per campus and kind. */
export interface FormSubmissionStore {
  put(submission: FormSubmission): Promise<void>;
}

export const dynamoFormSubmissionStore: FormSubmissionStore = {
  async put(submission) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: formSubmissionEntity.toItem(
          {
            siteId: submission.site_id,
            kind: submission.kind,
            createdAt: submission.created_at,
            id: submission.id,
          },
          submission,
        ),
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
  },
};
