import { usersRoutes } from "../../operations/routes/users";
import { customerReservationRoutes } from "../../reservations/routes/customer-reservations";
import { customerSubscriptionRoutes } from "../../subscriptions/routes/customer-subscriptions";
import { customerFormRoutes } from "../../visitor-forms/routes/customer-forms";
import { customerSessionRoutes } from "./customer";
import { customerProfileRoutes } from "./customer-profile";
import { customerResetRoutes } from "./customer-reset";
import { passRoutes } from "./pass";

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
