export * from "./brand";
export * from "./card-number";
export * from "./expiry";
export * from "./luhn";
export * from "./payment-result";
export * from "./security-code";
