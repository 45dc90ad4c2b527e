/**
 * requirements: purchases §2 account routes, plugged into app/router.tsx: login, sign-up and the account area
 * under "/:site"; the two password reset pages carry no site.
 */
const resetPage = () => import("@/features/accounts/account/routes/reset-password-route");

export const accountPages = {
  site: [
    { path: "login", lazy: () => import("@/features/accounts/account/routes/login-route") },
    { path: "signup", lazy: () => import("@/features/accounts/account/routes/signup-route") },
    {
      path: "customer-account",
      lazy: () => import("@/features/accounts/account/routes/account-route"),
    },
  ],
  siteless: [
    // The key is in the fragment; "/*" also takes old links with the key in the path, which
    // the page answers as expired (docs/decisions/accounts.md "Password reset").
    { path: "/resetPassword/*", lazy: resetPage },
    { path: "/customerResetPassword/*", lazy: resetPage },
  ],
};
