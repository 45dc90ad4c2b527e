import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { buildWeb } from "./build-web";
const b = await buildWeb({ watch: false, production: true, log: () => {} });
await b.stop();
const meta = b.metafile!;
for (const [name, out] of Object.entries(meta.outputs)) {
  if (!name.endsWith(".js")) continue;
  const ins = Object.keys(out.inputs);
  if (ins.some((i) => /protomaps|pmtiles|campus-map|leaflet/.test(i))) {
    const gz = gzipSync(readFileSync(name)).length;
    console.log(name, (out.bytes / 1024).toFixed(1), "KB", (gz / 1024).toFixed(1), "KB gz",
      [...new Set(ins.filter((i) => i.includes("node_modules")).map((i) => i.split("node_modules/")[1]!.split("/").slice(0, i.includes("@") ? 2 : 1).join("/")))].join(", "));
  }
}
