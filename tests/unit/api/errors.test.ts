import { describe, expect, it } from "vitest";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../../shared/platform/errors";

describe("domain errors carry an honest HTTP status and a message for the user", () => {
  it.each([
    [new ValidationError("Bad"), 400, "Bad"],
    [new UnauthorizedError(), 401, "Please log in to continue."],
    [new ForbiddenError(), 403, "You do not have access to this resource."],
    [new NotFoundError(), 404, "Sorry, we're unable to find that."],
    [new ConflictError("Taken"), 409, "Taken"],
    [new PayloadTooLargeError(), 413, "The request is too large."],
    [new TooManyRequestsError("Slow down"), 429, "Slow down"],
  ])("%s", (error, status, message) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(status);
    expect(error.message).toBe(message);
    expect(error.name).toBe(error.constructor.name);
  });

  it("keeps the fields of a validation error", () => {
    expect(new ValidationError("Bad", { email: "Email is required" }).fields).toEqual({
      email: "Email is required",
    });
    expect(new ValidationError("Bad").fields).toEqual({});
  });

  it("lets callers override the default texts", () => {
    expect(new UnauthorizedError("Session expired").message).toBe("Session expired");
    expect(new ForbiddenError("No").message).toBe("No");
    expect(new NotFoundError("Invalid site.").message).toBe("Invalid site.");
    expect(new PayloadTooLargeError("Too big").message).toBe("Too big");
  });
});
