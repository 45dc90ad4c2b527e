import type { ReactNode } from "react";

/** The frame of the pages before a session: the console's name and one card. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} – Operations`}</title>
      <header className="ops-header">
        <p className="ops-header__brand">Operations</p>
      </header>
      <main id="main-content" className="ops-signin">
        <div className="ops-signin__card">
          <h1>{title}</h1>
          {children}
        </div>
      </main>
    </>
  );
}
