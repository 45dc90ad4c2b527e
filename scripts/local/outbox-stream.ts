import { randomUUID } from "node:crypto";
import { DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamsRecord,
} from "@aws-sdk/client-dynamodb-streams";
import type {
  Context,
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
} from "aws-lambda";
import { mailIntentEntity } from "../../shared/platform/entities/mail-intent";

/** What the Lambda event source mapping calls: the outbox worker's handler. */
export type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse | undefined>;

export interface OutboxStreamOptions {
  endpoint: string;
  tableName: string;
  region?: string;
  /** Defaults to functions/platform/outbox/handler.ts, the handler the outbox Lambda runs. */
  handler?: StreamHandler;
  log?: (line: string) => void;
  /** Pause between polls of a shard with nothing new. */
  idleMs?: number;
  /** Backoff of a batch with failed records: doubles from `retryBaseMs` up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Records per handler call (the event source mapping's batch size). */
  batchSize?: number;
  /** Which records reach the handler; defaults to the mapping's filter, new mail intents. */
  filter?: (record: DynamoDBRecord) => boolean;
}

/** The event source mapping's filter (infra/constructs/mail-outbox.ts OUTBOX_FILTER). */
export const isNewMailIntent = (record: DynamoDBRecord): boolean =>
  record.eventName === "INSERT" && record.dynamodb?.NewImage?.type?.S === mailIntentEntity.type;

export interface OutboxStream {
  stop(): Promise<void>;
}

interface ShardState {
  id: string;
  parent: string | undefined;
  iterator: string | undefined;
  /** The last record fetched (pending or handled), to resume after an expired iterator. */
  readUpTo: string | undefined;
  /** Records fetched and not yet handled successfully: retried before anything newer. */
  pending: DynamoDBRecord[];
  failures: number;
  retryAt: number;
  done: boolean;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : "");

/** A Streams SDK record in the shape Lambda hands a stream handler. */
function lambdaRecord(record: StreamsRecord, streamArn: string): DynamoDBRecord {
  const { dynamodb } = record;
  return {
    ...(record.eventID ? { eventID: record.eventID } : {}),
    ...(record.eventName ? { eventName: record.eventName } : {}),
    eventVersion: record.eventVersion ?? "1.1",
    eventSource: "aws:dynamodb",
    awsRegion: record.awsRegion ?? "us-east-1",
    eventSourceARN: streamArn,
    dynamodb: {
      ...(dynamodb as Omit<NonNullable<DynamoDBRecord["dynamodb"]>, "ApproximateCreationDateTime">),
      ...(dynamodb?.ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: dynamodb.ApproximateCreationDateTime.getTime() / 1000 }
        : {}),
    },
  };
}

/**
 * The local stack's event source mapping for the outbox worker (docs/decisions/mail-outbox.md):
 * reads every shard of the table's stream on DynamoDB Local, oldest record first, and calls the
 * same handler the outbox Lambda runs with a DynamoDBStreamEvent. As on AWS with
 * ReportBatchItemFailures, a batch resumes from its lowest failed record, after a backoff, and
 * nothing newer of that shard is handed over until it succeeds. A table re-created by a DynamoDB
 * Local restart gets a new stream, which is picked up from its start.
 */
export function startOutboxStream(options: OutboxStreamOptions): OutboxStream {
  const log = options.log ?? (() => {});
  const idleMs = options.idleMs ?? 200;
  const retryBaseMs = options.retryBaseMs ?? 250;
  const retryMaxMs = options.retryMaxMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const filter = options.filter ?? isNewMailIntent;
  const config = {
    endpoint: options.endpoint,
    region: options.region ?? "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    maxAttempts: 1,
  };
  const dynamo = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  let handler: StreamHandler | undefined = options.handler;
  let streamArn: string | undefined;
  let shards = new Map<string, ShardState>();
  let nextDiscovery = 0;
  let stopped = false;
  let wake: () => void = () => {};

  const sleep = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      wake = () => {
        clearTimeout(timer);
        done();
      };
    });

  async function loadHandler(): Promise<StreamHandler> {
    handler ??= (
      (await import("../../functions/platform/outbox/handler")) as { handler: StreamHandler }
    ).handler;
    return handler;
  }

  /** The table's current stream and its shards; a new stream (table re-created) starts over. */
  async function discover(): Promise<void> {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
    const arn = Table?.LatestStreamArn;
    if (arn !== streamArn) {
      streamArn = arn;
      shards = new Map();
    }
    if (!streamArn) return;
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || shards.has(shard.ShardId)) continue;
        shards.set(shard.ShardId, {
          id: shard.ShardId,
          parent: shard.ParentShardId,
          iterator: undefined,
          readUpTo: undefined,
          pending: [],
          failures: 0,
          retryAt: 0,
          done: false,
        });
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  }

  /** Hands the shard's pending records to the handler; keeps what failed for a later retry. */
  async function deliver(shard: ShardState): Promise<void> {
    const records = shard.pending;
    let failedFrom = records.length;
    try {
      const result = await (await loadHandler())({ Records: records }, {
        functionName: "outbox-local",
        awsRequestId: randomUUID(),
        getRemainingTimeInMillis: () => 30_000,
      } as Context);
      for (const failure of result?.batchItemFailures ?? []) {
        const index = records.findIndex(
          (record) => record.dynamodb?.SequenceNumber === failure.itemIdentifier,
        );
        failedFrom = Math.min(failedFrom, index === -1 ? 0 : index);
      }
    } catch (error) {
      log(`outbox stream: the handler failed a batch: ${(error as Error).message}`);
      failedFrom = 0;
    }
    shard.pending = records.slice(failedFrom);
    if (shard.pending.length === 0) {
      shard.failures = 0;
      return;
    }
    shard.failures += 1;
    shard.retryAt = Date.now() + Math.min(retryBaseMs * 2 ** (shard.failures - 1), retryMaxMs);
  }

  /** One step of a shard: a retry when due, else the next records. True when it did work. */
  async function pump(shard: ShardState): Promise<boolean> {
    if (shard.pending.length > 0) {
      if (Date.now() < shard.retryAt) return false;
      // As Lambda re-reads a batch from its checkpoint: the retry also takes newer records.
      if (!shard.done && shard.pending.length < batchSize) {
        await fetchRecords(shard, batchSize - shard.pending.length);
      }
      await deliver(shard);
      return true;
    }
    const read = await fetchRecords(shard, batchSize);
    if (shard.pending.length === 0) return read > 0;
    await deliver(shard);
    return true;
  }

  /** Up to `limit` more records of the shard, after those already pending; answers how many. */
  async function fetchRecords(shard: ShardState, limit: number): Promise<number> {
    const arn = streamArn;
    if (!arn) return 0;
    if (!shard.iterator) {
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: shard.id,
          ...(shard.readUpTo
            ? { ShardIteratorType: "AFTER_SEQUENCE_NUMBER", SequenceNumber: shard.readUpTo }
            : { ShardIteratorType: "TRIM_HORIZON" }),
        }),
      );
      shard.iterator = ShardIterator;
    }
    if (!shard.iterator) {
      shard.done = true;
      return 0;
    }
    const page = await streams.send(
      new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: limit }),
    );
    shard.iterator = page.NextShardIterator;
    const records = (page.Records ?? []).map((record) => lambdaRecord(record, arn));
    // Filtered before batching, as on AWS: other changes of the table take no batch's place.
    shard.pending.push(...records.filter(filter));
    shard.readUpTo = records.at(-1)?.dynamodb?.SequenceNumber ?? shard.readUpTo;
    if (!shard.iterator) {
      // A closed shard: its children appear on the next discovery.
      shard.done = true;
      nextDiscovery = 0;
    }
    return records.length;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      let busy = false;
      try {
        if (Date.now() >= nextDiscovery) {
          await discover();
          nextDiscovery = Date.now() + 5_000;
        }
        for (const shard of shards.values()) {
          if (stopped) break;
          const parent = shard.parent ? shards.get(shard.parent) : undefined;
          const finished = shard.done && shard.pending.length === 0;
          if (finished || (parent && !(parent.done && parent.pending.length === 0))) continue;
          try {
            busy = (await pump(shard)) || busy;
          } catch (error) {
            const name = errorName(error);
            if (name !== "ExpiredIteratorException" && name !== "TrimmedDataAccessException") {
              throw error;
            }
            // Resume after the last record fetched, or from the oldest one the stream kept.
            shard.iterator = undefined;
            if (name === "TrimmedDataAccessException") shard.readUpTo = undefined;
          }
        }
      } catch (error) {
        if (stopped) break;
        if (errorName(error) === "ResourceNotFoundException") {
          // The table or its stream is gone (DynamoDB Local restarting): look again shortly.
          streamArn = undefined;
          shards = new Map();
        } else {
          log(`outbox stream: ${(error as Error).message}`);
        }
        nextDiscovery = 0;
        await sleep(1_000);
        continue;
      }
      if (!busy && !stopped) await sleep(idleMs);
    }
  }

  const running = run();
  return {
    async stop() {
      stopped = true;
      wake();
      await running;
      dynamo.destroy();
      streams.destroy();
    },
  };
}
