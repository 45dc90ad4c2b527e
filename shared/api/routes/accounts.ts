import { customerSessionRoutes } from "./customer";
import { customerFormRoutes } from "./customer-forms";
import { customerProfileRoutes } from "./customer-profile";
import { customerReservationRoutes } from "./customer-reservations";
import { customerResetRoutes } from "./customer-reset";
import { customerSubscriptionRoutes } from "./customer-subscriptions";
import { passRoutes } from "./pass";
import { usersRoutes } from "./users";

/** Customer accounts: the `customer`, `users` and `pass` groups. */
export const accountRoutes = [
  ...customerSessionRoutes,
  ...customerProfileRoutes,
  ...customerResetRoutes,
  ...customerSubscriptionRoutes,
  ...customerReservationRoutes,
  ...customerFormRoutes,
  ...usersRoutes,
  ...passRoutes,
] as const;
