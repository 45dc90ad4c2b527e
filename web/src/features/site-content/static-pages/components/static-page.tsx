import type { ReactNode } from "react";

/** The frame of a static page: title, robots and the page heading. */
export function StaticPage(props: { title: string; heading: string; children: ReactNode }) {
  return (
    <article className="static-page">
      <title>{props.title}</title>
      <meta name="robots" content="index,follow" />
      <h1>{props.heading}</h1>
      {props.children}
    </article>
  );
}

/** Pages outside a campus (/mobile-privacy, /climate-friendly) still need a main landmark. */
export function SitelessMain({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="site-main site-main--siteless">
      {children}
    </main>
  );
}
