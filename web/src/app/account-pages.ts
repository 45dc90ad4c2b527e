/**
 * requirements: purchases §2 account routes, plugged into app/router.tsx: login, sign-up and the account area
 * under "/:site"; the two password reset pages carry no site.
 */
const resetPage = () => import("@/features/account/routes/reset-password-route");

export const accountPages = {
  site: [
    { path: "login", lazy: () => import("@/features/account/routes/login-route") },
    { path: "signup", lazy: () => import("@/features/account/routes/signup-route") },
    { path: "customer-account", lazy: () => import("@/features/account/routes/account-route") },
  ],
  siteless: [
    { path: "/resetPassword/:publicKey", lazy: resetPage },
    { path: "/customerResetPassword/:publicKey", lazy: resetPage },
  ],
};
