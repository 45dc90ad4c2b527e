import { existsSync } from "node:fs";
import { ConfigurationError, displayPath } from "../onboarding/configuration-error";
import { localStackTargets } from "../onboarding/local-targets";
import { stateFilePath } from "./stack-state";

/** Points the Lambda code at the running stack, the way the stack sets it for its handlers. */
export async function pointAtLocalStack(script: string): Promise<void> {
  const stateFile = stateFilePath();
  if (!existsSync(stateFile)) {
    throw new ConfigurationError(
      `No local stack is running (${displayPath(stateFile)} does not exist): start it with \`npm start\` in another terminal, then run \`npm run ${script}\` again.`,
    );
  }
  const { targets, state } = await localStackTargets(stateFile);
  targets.close();
  Object.assign(process.env, {
    TABLE_NAME: state.tableName,
    DYNAMODB_ENDPOINT: state.dynamoEndpoint,
    AWS_CLIENT_TIMEOUTS: "emulator",
    AWS_REGION: state.region,
    // Links in mail point at the running stack, as WEB_ORIGIN does per stage in AWS.
    WEB_ORIGIN: process.env.WEB_ORIGIN ?? state.url,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? "local",
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? "local",
    ...(state.sesEndpoint ? { SES_ENDPOINT: state.sesEndpoint } : {}),
  });
}
