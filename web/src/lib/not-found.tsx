import { type ComponentType, createContext, Suspense, useContext } from "react";

/**
 * Features may not import each other (as in bulletproof-react), yet the site shell and the
 * section page must show the not-found page (requirements: public-browsing §2). The app provides the page
 * here and features render it through `NotFound`.
 */
export const NotFoundContext = createContext<ComponentType | null>(null);

export function NotFound() {
  const Page = useContext(NotFoundContext);
  return Page ? (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ) : null;
}
