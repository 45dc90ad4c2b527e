import { customerRoutes } from "./customer";
import { passRoutes } from "./pass";
import { usersRoutes } from "./users";

/** Customer accounts (issue 7): the `customer`, `users` and `pass` groups. */
export const accountRoutes = [...customerRoutes, ...usersRoutes, ...passRoutes] as const;
