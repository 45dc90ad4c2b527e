// First: zod's CSP-safe mode must be set before any chunk that uses zod runs.
import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (docs/web-app.md, First load); the app shell in
// index.html stays on screen until it commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
