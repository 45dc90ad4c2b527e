import {
  type Schedule,
  type ScheduleInput,
  scheduleSchema,
} from "../../../shared/platform/schemas/schedule";

let sequence = 0;

/** A weekly 'location' schedule, every day 9:00a - 5:00p through 2026, unless overridden. */
export function createSchedule(overrides: Partial<ScheduleInput> = {}): Schedule {
  sequence += 1;
  return scheduleSchema.parse({
    id: `schedule-${sequence}`,
    name: "Regular hours",
    type: "location",
    start: "2026-01-01",
    end: "2026-12-31",
    days: [0, 1, 2, 3, 4, 5, 6],
    start_hour: 9,
    start_minutes: 0,
    end_hour: 17,
    end_minutes: 0,
    open_late: false,
    ...overrides,
  });
}
