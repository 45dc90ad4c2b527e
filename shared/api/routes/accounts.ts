import { customerRoutes } from "./customer";
import { customerFormRoutes } from "./customer-forms";
import { customerReservationRoutes } from "./customer-reservations";
import { customerSubscriptionRoutes } from "./customer-subscriptions";
import { passRoutes } from "./pass";
import { usersRoutes } from "./users";

/** Customer accounts: the `customer`, `users` and `pass` groups. */
export const accountRoutes = [
  ...customerRoutes,
  ...customerSubscriptionRoutes,
  ...customerReservationRoutes,
  ...customerFormRoutes,
  ...usersRoutes,
  ...passRoutes,
] as const;
