import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS } from "../../platform/roles";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema, instantSchema } from "../../platform/schemas/dates";
import { homepageAlertSchema } from "../../site-content/schemas/site";

// Quick content (docs/operations/content.md): the campus's alert banners, special hours for a
// date (holiday closures the public hours and open-now views then show) and menu items sold out
// for today (shown on the public menu within a minute).

const roles = OPERATIONS_AREAS.content;

const DEMO = { site_id: "cedar-ridge" } as const;

// ---------------------------------------------------------------------------------------------
// Alerts

/** Most banners a campus shows at once; the header stacks them above every page. */
export const MAX_ALERTS = 10;
export const MAX_ALERT_MESSAGE = 300;

/**
 * An alert as the console sends it. The public header renders the message as plain text and
 * the link as an external http(s) address (web/src/features/site-content/site-shell/components/site-alerts.tsx),
 * so markup and other link schemes are refused here rather than shown as literal tags.
 */
export const alertInputSchema = z
  .object({
    /** Omitted for a new alert: the server assigns one. */
    id: idSchema.optional(),
    icon: homepageAlertSchema.shape.icon.unwrap(),
    message: z
      .string()
      .trim()
      .min(1, "Enter the alert text.")
      .max(MAX_ALERT_MESSAGE, `Keep the alert text to ${MAX_ALERT_MESSAGE} characters.`)
      .refine((text) => !/<[A-Za-z!/?]/.test(text), {
        message: "Alert text is plain text: remove the HTML tags.",
      })
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), {
        message: "Alert text must be one line without control characters.",
      }),
    /** An http(s) address opened by the banner's MORE link; null for none. */
    link: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url), {
        message: "The link must be a web address starting with https:// or http://.",
      })
      .nullable()
      .default(null),
    /** Shown from this instant; null for now. */
    start: instantSchema.nullable().default(null),
    /** Hidden from this instant; null for until removed. */
    end: instantSchema.nullable().default(null),
  })
  .refine(
    (alert) => !alert.start || !alert.end || Date.parse(alert.start) < Date.parse(alert.end),
    {
      message: "The alert must end after it starts.",
      path: ["end"],
    },
  );
export type AlertInput = z.input<typeof alertInputSchema>;

/** The campus's alerts with the version the next PUT must name (optimistic concurrency). */
const alertsOutput = z.object({
  alerts: z.array(homepageAlertSchema),
  /** Opaque; changes with every change to the alerts, by anyone (the console or the campus file). */
  version: z.string(),
  time_zone: z.string(),
  /** Seconds until every visitor sees a change (the API's site cache plus the edge cache). */
  visible_within_seconds: z.int(),
});

export const getOperationAlerts = defineRoute({
  operationId: "getOperationAlerts",
  group: "operations",
  method: "GET",
  path: "/v1/operations/alerts",
  summary: "The campus's homepage alert banners, in display order, with their version",
  input: z.object({ site_id: idSchema }),
  output: alertsOutput,
  auth: "staff",
  roles,
  example: DEMO,
});

export const putOperationAlerts = defineRoute({
  operationId: "putOperationAlerts",
  group: "operations",
  method: "PUT",
  path: "/v1/operations/alerts",
  summary:
    "Replace the campus's alert banners (add, edit, reorder, remove); 409 when they changed since `version` was read; audited",
  input: z.object({
    site_id: idSchema,
    alerts: z
      .array(alertInputSchema)
      .max(MAX_ALERTS, `A campus shows at most ${MAX_ALERTS} alerts.`)
      .refine(
        (alerts) =>
          new Set(alerts.flatMap((a) => (a.id ? [a.id] : []))).size ===
          alerts.filter((a) => a.id).length,
        {
          message: "Two alerts have the same id.",
        },
      ),
    /** The `version` of the alerts this edit started from. */
    version: z.string().min(1).max(100),
  }),
  output: alertsOutput,
  auth: "staff",
  roles,
  maxBodyBytes: 32 * 1024,
  example: {
    ...DEMO,
    alerts: [
      {
        icon: "warning",
        message: "Cedar Commons closes at 2 pm on Friday for a staff event.",
        link: null,
        start: null,
        end: null,
      },
    ],
    version: "0",
  },
});

// ---------------------------------------------------------------------------------------------
// Special hours

/** A wall-clock time on the campus, 24-hour `HH:MM`. */
export const wallTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write times as 24-hour HH:MM, e.g. 07:30 or 19:00.");

/**
 * One opening window of a special day. A close at or before the open runs past midnight
 * (as the weekly hours do); `00:00`–`00:00` is open all day.
 */
export const specialHoursPeriodSchema = z.object({ open: wallTimeSchema, close: wallTimeSchema });
export type SpecialHoursPeriod = z.infer<typeof specialHoursPeriodSchema>;

export const MAX_SPECIAL_PERIODS = 4;
export const MAX_SPECIAL_NOTE = 120;

/**
 * A special-hours entry of one location. Entries set here cover one date (`start` = `end`,
 * `editable`); entries from the campus file may cover a range of dates and weekdays and are
 * changed in the campus file (`editable` false).
 */
export const specialHoursEntrySchema = z.object({
  location_id: z.string(),
  location_name: z.string(),
  start: z.string(),
  end: z.string(),
  /** Weekdays covered, 0 = Sunday; all seven for a console entry's single date. */
  days: z.array(z.int()),
  closed: z.boolean(),
  /** Empty when closed. */
  periods: z.array(specialHoursPeriodSchema),
  note: z.string(),
  source: z.enum(["console", "campus_file"]),
  editable: z.boolean(),
});
export type SpecialHoursEntry = z.infer<typeof specialHoursEntrySchema>;

export const listOperationSpecialHours = defineRoute({
  operationId: "listOperationSpecialHours",
  group: "operations",
  method: "GET",
  path: "/v1/operations/special_hours",
  summary:
    "Special hours and closures of the campus's locations (or one) from a date on (today by default), with the locations to pick from",
  input: z.object({
    site_id: idSchema,
    location_id: idSchema.optional(),
    /** Entries ending on or after this campus date; today in campus time when omitted. */
    from: calendarDateSchema.optional(),
  }),
  output: z.object({
    today: z.string(),
    time_zone: z.string(),
    locations: z.array(z.object({ id: z.string(), name: z.string() })),
    special_hours: z.array(specialHoursEntrySchema),
  }),
  auth: "staff",
  roles,
  example: DEMO,
});

export const putOperationSpecialHours = defineRoute({
  operationId: "putOperationSpecialHours",
  group: "operations",
  method: "PUT",
  path: "/v1/operations/special_hours",
  summary:
    "Set a location's hours for one campus date, today or later: closed, or its opening periods (replaces what the console set for that date); audited",
  input: z
    .object({
      site_id: idSchema,
      location_id: idSchema,
      date: calendarDateSchema,
      closed: z.boolean(),
      periods: z
        .array(specialHoursPeriodSchema)
        .max(MAX_SPECIAL_PERIODS, `At most ${MAX_SPECIAL_PERIODS} opening periods a day.`)
        .default([]),
      note: z
        .string()
        .trim()
        .max(MAX_SPECIAL_NOTE, `Keep the note to ${MAX_SPECIAL_NOTE} characters.`)
        .default(""),
    })
    .refine((input) => input.closed === (input.periods.length === 0), {
      message: "Give the opening periods, or mark the day closed (not both).",
      path: ["periods"],
    }),
  output: z.object({
    special_hours: specialHoursEntrySchema,
    /** The location's opening windows on that date as the public hours now show them ("7:00a – 2:00p"). */
    hours: z.array(z.string()),
  }),
  auth: "staff",
  roles,
  example: {
    ...DEMO,
    location_id: "cedar-commons",
    date: "2026-11-26",
    closed: true,
    periods: [],
    note: "Thanksgiving",
  },
});

export const deleteOperationSpecialHours = defineRoute({
  operationId: "deleteOperationSpecialHours",
  group: "operations",
  method: "DELETE",
  path: "/v1/operations/special_hours",
  summary:
    "Remove the special hours the console set for a location's date (its regular hours apply again); audited",
  input: z.object({ site_id: idSchema, location_id: idSchema, date: calendarDateSchema }),
  output: z.object({}),
  auth: "staff",
  roles,
  example: { ...DEMO, location_id: "cedar-commons", date: "2026-11-26" },
});

// ---------------------------------------------------------------------------------------------
// Sold out

/** One item row of a day's menu (an item served in two periods is two rows sharing its flag). */
export const soldOutItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  period_id: z.string(),
  period_name: z.string(),
  /** The station (category) the item is served at. */
  station_id: z.string(),
  station_name: z.string(),
  sold_out: z.boolean(),
});
export type SoldOutItem = z.infer<typeof soldOutItemSchema>;

export const getOperationSoldOut = defineRoute({
  operationId: "getOperationSoldOut",
  group: "operations",
  method: "GET",
  path: "/v1/operations/sold_out",
  summary:
    "A location's menu items of a campus date (today by default) with their sold-out flag, and the campus's menu locations to pick from",
  input: z.object({
    site_id: idSchema,
    location_id: idSchema,
    date: calendarDateSchema.optional(),
  }),
  output: z.object({
    date: z.string(),
    today: z.string(),
    time_zone: z.string(),
    /** Locations that show menus. */
    locations: z.array(z.object({ id: z.string(), name: z.string() })),
    /** The menu day is marked closed. */
    closed: z.boolean(),
    /** Only today's items can be marked (PUT); other dates are read-only. */
    editable: z.boolean(),
    items: z.array(soldOutItemSchema),
  }),
  auth: "staff",
  roles,
  example: { ...DEMO, location_id: "cedar-commons" },
});

export const putOperationSoldOut = defineRoute({
  operationId: "putOperationSoldOut",
  group: "operations",
  method: "PUT",
  path: "/v1/operations/sold_out",
  summary:
    "Mark a menu item sold out (or back on) for the rest of today, campus time; the public menu shows it within a minute; audited",
  input: z.object({
    site_id: idSchema,
    location_id: idSchema,
    item_id: z.string().trim().min(1).max(200),
    sold_out: z.boolean(),
  }),
  output: z.object({
    date: z.string(),
    item_id: z.string(),
    sold_out: z.boolean(),
    /** False when the item already had that flag (nothing written, nothing audited). */
    changed: z.boolean(),
  }),
  auth: "staff",
  roles,
  example: {
    ...DEMO,
    location_id: "cedar-commons",
    item_id: "breakfast-buttermilk-pancakes",
    sold_out: true,
  },
});

export const operationsContentRoutes = [
  getOperationAlerts,
  putOperationAlerts,
  listOperationSpecialHours,
  putOperationSpecialHours,
  deleteOperationSpecialHours,
  getOperationSoldOut,
  putOperationSoldOut,
] as const;
