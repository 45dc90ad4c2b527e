import { join } from "node:path";
import { groupFolder } from "../../shared/areas";

const FUNCTIONS = join(import.meta.dirname, "../../functions");

/**
 * A Lambda group's handler module, loaded the way its Lambda loads it. The path is built at
 * run time (the group's area decides its folder), so bundlers are told not to resolve it.
 */
export const importGroupHandler = <M = { handler: unknown }>(group: string): Promise<M> =>
  import(/* @vite-ignore */ join(FUNCTIONS, groupFolder(group), "handler.ts")) as Promise<M>;
