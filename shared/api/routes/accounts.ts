import { customerRoutes } from "./customer";
import { usersRoutes } from "./users";

/** Customer accounts (issue 7): the `customer` and `users` groups. */
export const accountRoutes = [...customerRoutes, ...usersRoutes] as const;
