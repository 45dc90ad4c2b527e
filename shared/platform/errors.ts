// Domain errors (house rule: errors are classes): services throw these; one middleware turns them into
// `{ status: "error", msg }` with the matching HTTP status. Anything else is a 500.
export class AppError extends Error {
  readonly statusCode: number;
  /**
   * Fields the response carries beside `status` and `msg`, for an error the client acts on
   * (the checkout's 3-D Secure `next_action`); never `status`, `msg` or `fields`.
   */
  readonly details: Record<string, unknown> | undefined;
  constructor(statusCode: number, msg: string, details?: Record<string, unknown>) {
    super(msg);
    this.statusCode = statusCode;
    this.name = new.target.name;
    this.details = details;
  }
}

/** Bad input: the message names the problem so the user can fix it. */
export class ValidationError extends AppError {
  readonly fields: Record<string, string>;
  constructor(msg: string, fields: Record<string, string> = {}) {
    super(400, msg);
    this.fields = fields;
  }
}

export class UnauthorizedError extends AppError {
  constructor(msg = "Please log in to continue.") {
    super(401, msg);
  }
}

export class ForbiddenError extends AppError {
  constructor(msg = "You do not have access to this resource.") {
    super(403, msg);
  }
}

export class NotFoundError extends AppError {
  constructor(msg = "Sorry, we're unable to find that.") {
    super(404, msg);
  }
}

export class ConflictError extends AppError {
  constructor(msg: string) {
    super(409, msg);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(msg = "The request is too large.") {
    super(413, msg);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(msg = "Send the request body as JSON (content-type: application/json).") {
    super(415, msg);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(msg: string) {
    super(429, msg);
  }
}

/** A dependency or a piece of configuration the call needs is missing; trying later may help. */
export class ServiceUnavailableError extends AppError {
  constructor(msg = "This service is not available right now. Please try again later.") {
    super(503, msg);
  }
}
