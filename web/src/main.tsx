// First: zod's CSP-safe mode must be set before any chunk that uses zod runs.
import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
