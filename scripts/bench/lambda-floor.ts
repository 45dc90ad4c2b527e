/**
 * The floor of every Lambda bundle's import: only the libraries the customer's stack fixes for
 * a handler (the AWS SDK v3 DynamoDB document client, bundled as the brief asks; zod for input;
 * middy; jose for the session), each used the way every group uses it, and none of this
 * repository's code. `npm run bench` bundles and imports it like a group
 * (scripts/bench/lambda-bench.ts): no handler can import faster than this.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";
import middy from "@middy/core";
import { jwtVerify } from "jose";
import * as z from "zod";

const input = z.object({ site_id: z.string().min(1), date: z.iso.date().optional() });
let client: DynamoDBDocumentClient | undefined;

export const handler = middy(async (event: { queryStringParameters?: Record<string, string> }) => {
  const { site_id } = input.parse(event.queryStringParameters ?? {});
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const session = await jwtVerify("x", new Uint8Array(32)).catch(() => undefined);
  const { Item } = await client.send(new GetCommand({ TableName: "t", Key: { id: site_id } }));
  return { statusCode: 200, body: JSON.stringify({ Item, session: Boolean(session) }) };
});
