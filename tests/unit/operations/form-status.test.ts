import { describe, expect, it } from "vitest";
import {
  isTimeKeyReference,
  sortKeyOfReference,
  timeKeyReference,
} from "../../../shared/operations/form-reference";
import {
  FORM_STATUS_LABELS,
  FORM_STATUSES_BY_KIND,
  isStatusOfKind,
  OPERATION_FORM_KINDS,
  OPERATION_FORM_STATUSES,
  statusNotOfKindMessage,
  storedFormStatus,
} from "../../../shared/operations/form-status";

const SK = "2026-01-15T17:30:00.000Z#0d2d9b1a-4f3e-4c56-9b2a-1a2b3c4d5e6f";

describe("submission references", () => {
  it("round-trip a sort key through a URL-safe reference", () => {
    const reference = timeKeyReference(SK);
    expect(reference).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sortKeyOfReference(reference)).toBe(SK);
    expect(isTimeKeyReference(reference)).toBe(true);
  });

  it("refuse anything we did not issue", () => {
    const reference = timeKeyReference(SK);
    const refused = [
      "",
      "abc",
      `${reference}=`,
      `${reference}A`,
      `${reference.slice(0, -1)}+`,
      timeKeyReference("SITE#x#FEEDBACK"),
      timeKeyReference("2026-01-15T17:30:00.000Z#not-a-uuid"),
      timeKeyReference("2026-13-45T17:30:00.000Z#0d2d9b1a-4f3e-4c56-9b2a-1a2b3c4d5e6f"),
      timeKeyReference(`${SK}#more`),
      "A".repeat(201),
      "A",
    ];
    for (const bad of refused) expect(sortKeyOfReference(bad), bad).toBeUndefined();
  });
});

describe("form statuses", () => {
  it("give every kind its own list drawn from the one list of statuses, starting at new", () => {
    for (const kind of OPERATION_FORM_KINDS) {
      const statuses = FORM_STATUSES_BY_KIND[kind];
      expect(statuses[0]).toBe("new");
      for (const status of statuses) expect(OPERATION_FORM_STATUSES).toContain(status);
    }
    for (const status of OPERATION_FORM_STATUSES) expect(FORM_STATUS_LABELS[status]).toBeTruthy();
    expect(FORM_STATUSES_BY_KIND.on_the_go).toContain("prepared");
  });

  it("tell a status of the kind from another kind's", () => {
    expect(isStatusOfKind("on_the_go", "picked_up")).toBe(true);
    expect(isStatusOfKind("health", "picked_up")).toBe(false);
    expect(statusNotOfKindMessage("on_the_go")).toBe(
      "The status of On The Go submissions is one of: new, preparing, prepared, picked_up.",
    );
  });

  it("read a missing or foreign stored status as new", () => {
    expect(storedFormStatus("health", undefined)).toBe("new");
    expect(storedFormStatus("health", "prepared")).toBe("new");
    expect(storedFormStatus("health", 3)).toBe("new");
    expect(storedFormStatus("on_the_go", "prepared")).toBe("prepared");
  });
});
