import { defineEntity } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { meetingSchema } from "../schemas/meeting";

type MeetingKey = { siteId: string; start: string; meetingId: string };

/** A directors' meeting, in start order. */
export const meetingEntity = defineEntity({
  type: "meeting",
  schema: meetingSchema,
  skPrefix: "MEETING#",
  key: ({ siteId, start, meetingId }: MeetingKey) =>
    inSitePartition(siteId, `MEETING#${start}#${meetingId}`),
  attributes: siteIdAttribute,
});

/** access pattern #14: earliest first. */
export const meetingsOfSite = (siteId: string) => kindInSite(siteId, meetingEntity.skPrefix);
