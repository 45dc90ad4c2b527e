import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DockerImage } from "aws-cdk-lib";
import { Architecture, Code, LayerVersion, Runtime } from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";
import { buildSync } from "esbuild";
import { layerLibraryOptions, repoRoot } from "../bundling";

/**
 * A layer holding npm libraries bundled by esbuild on this machine (no Docker): Node's
 * `require` finds them under /opt/nodejs/node_modules through the runtime's NODE_PATH.
 */
export class LibraryLayer extends LayerVersion {
  constructor(scope: Construct, id: string, libraries: readonly string[]) {
    super(scope, id, {
      description: `Libraries loaded on demand: ${libraries.join(", ")}`,
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      compatibleArchitectures: [Architecture.ARM_64],
      code: Code.fromAsset(join(repoRoot, "infra", "constructs"), {
        bundling: {
          image: DockerImage.fromRegistry("public.ecr.aws/sam/build-nodejs22.x"),
          local: {
            tryBundle(outputDir) {
              for (const name of libraries) {
                buildSync(layerLibraryOptions(name, outputDir));
                const dir = join(outputDir, "nodejs", "node_modules", name);
                mkdirSync(dir, { recursive: true });
                writeFileSync(
                  join(dir, "package.json"),
                  JSON.stringify({ name, main: "index.js" }),
                );
              }
              return true;
            },
          },
        },
      }),
    });
  }
}
