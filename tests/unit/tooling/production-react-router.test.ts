import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { productionReactRouter } from "../../../scripts/build-web";

const bundle = (plugins: esbuild.Plugin[]) =>
  esbuild.build({
    stdin: {
      contents: 'import { useRoutes } from "react-router-dom"; console.log(useRoutes);',
      resolveDir: process.cwd(),
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    external: ["react", "react-dom"],
    logLevel: "silent",
    plugins,
  });

// The package's exports send every import to its development build (warnings on).
describe("the production web build's React Router", () => {
  it("is the production build, without the development warnings", async () => {
    const production = (await bundle([productionReactRouter])).outputFiles[0]?.text ?? "";
    expect(production).toContain("react-router/dist/production/");
    expect(production).not.toContain("react-router/dist/development/");
    expect(production).toContain("ENABLE_DEV_WARNINGS = false");
    const plain = (await bundle([])).outputFiles[0]?.text ?? "";
    expect(plain).toContain("ENABLE_DEV_WARNINGS = true");
  });
});
