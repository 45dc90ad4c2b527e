import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";

type UserAgentKey = { siteId: string; day: string; recordId: string };

/** Browser details a visitor's page posted, per day, kept 90 days (TTL). */
export const userAgentEntity = defineEntity({
  type: "user_agent",
  schema: z.object({ navigator: z.record(z.string(), z.unknown()), expires_at: z.number() }),
  inline: true,
  key: ({ siteId, day, recordId }: UserAgentKey) => ({
    pk: `${sitePk(siteId)}#UA#${day}`,
    sk: recordId,
  }),
});

/** The browser details of one day. */
export const userAgentsOfDay = (siteId: string, day: string): QuerySpec => ({
  pk: `${sitePk(siteId)}#UA#${day}`,
});
