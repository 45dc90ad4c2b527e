import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from "react";

/**
 * Account tabs another feature provides (the Reservations tab comes from features/reservations).
 * Features never import each other, so the app layer hands the panels to the account page
 * through this context.
 */
export type AccountPanelName = "reservations";

export const AccountPanelsContext = createContext<Partial<Record<AccountPanelName, ComponentType>>>(
  {},
);

export function AccountPanel({ name, fallback }: { name: AccountPanelName; fallback: ReactNode }) {
  const Panel = useContext(AccountPanelsContext)[name];
  if (!Panel) return <>{fallback}</>;
  return (
    <Suspense fallback={<p role="status">Loading</p>}>
      <Panel />
    </Suspense>
  );
}
