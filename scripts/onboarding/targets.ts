import { ZodError } from "zod";
import { stateFilePath } from "../local/stack-state";
import { type OnboardTargets, targetsFromEnv } from "./aws-clients";
import { ConfigurationError } from "./configuration-error";
import { environmentInviteMailing, type InviteMailing, localInviteMailing } from "./invite-staff";
import { localStackTargets } from "./local-targets";
import { stageTargets } from "./stage-targets";

export interface ResolvedTargets {
  targets: OnboardTargets;
  /** Where the campus goes, for the first line of output. */
  description: string;
  /** How listed staff are invited there (called only when a campus file lists some). */
  invites: () => InviteMailing;
}

/**
 * Where `npm run onboard` writes, in this order: the deployed stage named by `--stage`;
 * TABLE_NAME (and its companions) when set, as before; otherwise the running local stack.
 */
export async function resolveTargets(
  stage: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ResolvedTargets> {
  if (stage !== undefined) {
    const targets = await stageTargets(stage);
    return {
      targets,
      description: `stage ${stage} (table ${targets.tableName}, bucket ${targets.bucket})`,
      invites: environmentInviteMailing(env, `the ${stage} stage`),
    };
  }
  if (env.TABLE_NAME) {
    try {
      const targets = targetsFromEnv(env);
      return {
        targets,
        description: `table ${targets.tableName} from TABLE_NAME`,
        invites: environmentInviteMailing(env, `the site of table ${targets.tableName}`),
      };
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      const issue = error.issues[0];
      throw new ConfigurationError(
        `Set ${String(issue?.path[0] ?? "the environment")} correctly: ${issue?.message ?? "invalid"}.`,
      );
    }
  }
  const { targets, state } = await localStackTargets(stateFilePath(env));
  return {
    targets,
    description: `the local stack at ${state.url} (table ${state.tableName})`,
    invites: localInviteMailing(state),
  };
}
