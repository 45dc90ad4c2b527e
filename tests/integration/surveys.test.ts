import { randomUUID } from "node:crypto";
import type { MiddlewareStack } from "@smithy/types";
import { beforeAll, describe, expect, it } from "vitest";
import { documentClient } from "../../functions/platform/dynamo";
import { getItems } from "../../functions/platform/table";
import { VOTE_LIMIT, VOTE_RULE } from "../../functions/visitor-forms/surveys/survey-store";
import { surveyVoteShardKeys } from "../../shared/visitor-forms/entities/survey-vote-shard";
import { api, apiFrom } from "../support/api";
import { createStoredSite, createSurvey, putSurvey } from "../support/factories/content";
import { callHandler } from "../support/in-process";
import { awayFromWindowEdge, seedRateCount } from "../support/rate-limits";

type SurveyList = { surveys: { id: string; choices: { id: string; votes: number }[] }[] };

const vote = (body: Record<string, unknown>) => api("/v1/surveys/answer", { method: "POST", body });
/** A vote from another loopback address: another client for the per-client limit. */
const voteFrom = (client: string, body: Record<string, unknown>) =>
  apiFrom(client, "/v1/surveys/answer", { method: "POST", body });

describe("surveys/answer on DynamoDB Local (docs/data-model.md #16)", () => {
  const survey = createSurvey();
  const hidden = createSurvey({ published: false });
  let siteId = "";

  beforeAll(async () => {
    siteId = (await createStoredSite()).id;
    await putSurvey(siteId, survey);
    await putSurvey(siteId, hidden);
  });

  const counts = async () => {
    const { body } = await api<SurveyList>(`/v1/surveys/public_list?site_id=${siteId}`);
    const found = body.surveys.find(({ id }) => id === survey.id);
    return Object.fromEntries(found?.choices.map(({ id, votes }) => [id, votes]) ?? []);
  };

  it("counts 50 concurrent votes from distinct voters exactly", async () => {
    const choices = ["tomato", "lentil", "miso"];
    // From distinct clients, as 50 voters usually are (one address: campus-network-limits).
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        voteFrom(`127.0.50.${index + 1}`, {
          site_id: siteId,
          survey_id: survey.id,
          choice_id: choices[index % 3],
          voter_id: randomUUID(),
        }),
      ),
    );
    expect(results.map(({ status }) => status)).toEqual(Array(50).fill(200));
    expect(await counts()).toEqual({ tomato: 17, lentil: 17, miso: 16 });
  });

  it("refuses a second vote from the same voter and does not count it", async () => {
    const voter_id = randomUUID();
    const first = await vote({
      site_id: siteId,
      survey_id: survey.id,
      choice_id: "miso",
      voter_id,
    });
    expect(first.status).toBe(200);
    const before = await counts();
    const again = await vote({
      site_id: siteId,
      survey_id: survey.id,
      choice_id: "lentil",
      voter_id,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: "error", msg: "You have already answered this survey." });
    expect(await counts()).toEqual(before);
  });

  it("answers 400 for a choice that does not belong to the survey, counting nothing", async () => {
    const before = await counts();
    const voter_id = randomUUID();
    const { status, body } = await vote({
      site_id: siteId,
      survey_id: survey.id,
      choice_id: "gazpacho",
      voter_id,
    });
    expect(status).toBe(400);
    expect(body.msg).toBe("That choice does not belong to this survey.");
    expect(await counts()).toEqual(before);
    // The refused vote left no vote item: the same voter may still vote.
    const retry = await vote({
      site_id: siteId,
      survey_id: survey.id,
      choice_id: "miso",
      voter_id,
    });
    expect(retry.status).toBe(200);
  });

  it("does not list or count unpublished surveys", async () => {
    const { body } = await api<SurveyList>(`/v1/surveys/public_list?site_id=${siteId}`);
    expect(body.surveys.map(({ id }) => id)).toEqual([survey.id]);
    const { status } = await vote({
      site_id: siteId,
      survey_id: hidden.id,
      choice_id: "miso",
      voter_id: randomUUID(),
    });
    expect(status).toBe(400);
  });

  it("refuses a voter id that is not a UUID", async () => {
    const { status, body } = await vote({
      site_id: siteId,
      survey_id: survey.id,
      choice_id: "miso",
      voter_id: "me",
    });
    expect(status).toBe(400);
    expect(body.msg).toBe("A voter id must be a UUID");
  });

  // docs/security.md "Forms, mail and votes": one voter id, one key, whatever its spelling.
  it("counts one vote for a voter id sent in another case, with spaces or full-width", async () => {
    const before = await counts();
    const voter = randomUUID();
    const first = await vote({
      site_id: siteId,
      survey_id: survey.id,
      choice_id: "tomato",
      voter_id: voter.toUpperCase(),
    });
    expect(first.status).toBe(200);
    const fullWidth = voter.replace(/[0-9a-f]/g, (c) =>
      String.fromCharCode(c.charCodeAt(0) + 0xfee0),
    );
    for (const spelling of [voter.toLowerCase(), ` ${voter}\t`, fullWidth]) {
      const again = await vote({
        site_id: siteId,
        survey_id: survey.id,
        choice_id: "lentil",
        voter_id: spelling,
      });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe("You have already answered this survey.");
    }
    expect(await counts()).toEqual({ ...before, tomato: (before.tomato ?? 0) + 1 });
  });

  it("answers 429 to a burst from one client beyond its limit, counting nothing past it", async () => {
    const burst = createSurvey();
    await putSurvey(siteId, burst);
    const client = "127.0.77.7";
    // The address limit is set for a campus network (thousands of votes): the counter starts
    // five short of it rather than casting them all.
    await awayFromWindowEdge(VOTE_RULE);
    await seedRateCount(siteId, VOTE_RULE, client, VOTE_LIMIT.limit - 5);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        voteFrom(client, {
          site_id: siteId,
          survey_id: burst.id,
          choice_id: "miso",
          voter_id: randomUUID(),
        }),
      ),
    );
    const statuses = results.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    const limited = results.filter(({ status }) => status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]?.body).toEqual({
      status: "error",
      msg: "Too many votes from this connection. Please try again in 10 minutes.",
    });
    const { body } = await api<SurveyList>(`/v1/surveys/public_list?site_id=${siteId}`);
    const miso = body.surveys
      .find(({ id }) => id === burst.id)
      ?.choices.find(({ id }) => id === "miso");
    expect(miso?.votes).toBe(5);
    // Another client still votes.
    const other = await voteFrom("127.0.77.8", {
      site_id: siteId,
      survey_id: burst.id,
      choice_id: "miso",
      voter_id: randomUUID(),
    });
    expect(other.status).toBe(200);
  });
});

describe("survey vote counts are sharded (docs/data-model.md #16)", () => {
  let siteId = "";
  beforeAll(async () => {
    siteId = (await createStoredSite()).id;
  });

  const countsOf = async (surveyId: string) => {
    const { body } = await api<SurveyList>(`/v1/surveys/public_list?site_id=${siteId}`);
    const found = body.surveys.find(({ id }) => id === surveyId);
    return Object.fromEntries(found?.choices.map(({ id, votes }) => [id, votes]) ?? []);
  };

  it("counts 200 concurrent votes exactly on top of the counts from before sharding", async () => {
    // A survey voted on before the counts were sharded: its item's `votes` map is the base.
    const survey = createSurvey({
      choices: [
        { id: "tomato", choice: "Tomato", votes: 40 },
        { id: "lentil", choice: "Lentil", votes: 2 },
        { id: "miso", choice: "Miso", votes: 0 },
      ],
    });
    await putSurvey(siteId, survey);
    const choices = ["tomato", "lentil", "miso"];
    const voters = Array.from({ length: 200 }, () => randomUUID());
    // Each voter twice and some with a choice the survey lacks, all at once, from 200 clients.
    const attempts = voters.flatMap((voter_id, n) => [
      { n, voter_id, choice_id: choices[n % 3] ?? "" },
      { n, voter_id, choice_id: n % 10 === 0 ? "gazpacho" : (choices[(n + 1) % 3] ?? "") },
    ]);
    const results = await Promise.all(
      attempts.map(({ n, voter_id, choice_id }) =>
        voteFrom(`127.0.${60 + Math.floor(n / 100)}.${(n % 100) + 1}`, {
          site_id: siteId,
          survey_id: survey.id,
          choice_id,
          voter_id,
        }),
      ),
    );
    const byVoter = new Map<string, number[]>();
    attempts.forEach(({ voter_id }, i) => {
      byVoter.set(voter_id, [...(byVoter.get(voter_id) ?? []), results[i]?.status ?? 0]);
    });
    // Each voter counted exactly once: one 200, and a 409 (voted) or 400 (unknown choice).
    for (const statuses of byVoter.values()) {
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.every((status) => [200, 400, 409].includes(status))).toBe(true);
    }
    const counted = attempts.filter((_, i) => results[i]?.status === 200);
    expect(counted).toHaveLength(200);
    expect(counted.some(({ choice_id }) => choice_id === "gazpacho")).toBe(false);
    const expected = { tomato: 40, lentil: 2, miso: 0 } as Record<string, number>;
    for (const { choice_id } of counted) expected[choice_id] = (expected[choice_id] ?? 0) + 1;
    expect(await countsOf(survey.id)).toEqual(expected);
    // The votes went to several shards, not to the survey item (which holds only the base).
    const shards = await getItems(surveyVoteShardKeys(siteId, survey.id));
    expect(shards.filter(Boolean).length).toBeGreaterThan(1);
  }, 60_000);

  it("decides a refusal on a fresh read of the survey, never on the one a warm Lambda kept", async () => {
    const survey = createSurvey();
    await putSurvey(siteId, survey);
    const voteHere = (choice_id: string) =>
      callHandler("surveys", "POST", "/v1/surveys/answer", {
        site_id: siteId,
        survey_id: survey.id,
        choice_id,
        voter_id: randomUUID(),
      });
    // This process now keeps the survey as it was: three soups.
    expect((await voteHere("miso")).status).toBe(200);
    // An editor adds a choice: a vote for it is not refused on the kept copy.
    await putSurvey(siteId, {
      ...survey,
      choices: [...survey.choices, { id: "gazpacho", choice: "Gazpacho", votes: 0 }],
    });
    expect((await voteHere("gazpacho")).status).toBe(200);
    expect((await voteHere("borscht")).status).toBe(400);
    expect(await countsOf(survey.id)).toEqual({ tomato: 0, lentil: 0, miso: 1, gazpacho: 1 });
  });

  it("answers a client at its limit 429 without sending the vote's transaction", async () => {
    const survey = createSurvey();
    await putSurvey(siteId, survey);
    // In this process (the handler's own DynamoDB client): from 127.0.0.1, the fixture's address.
    await awayFromWindowEdge(VOTE_RULE);
    await seedRateCount(siteId, VOTE_RULE, "127.0.0.1", VOTE_LIMIT.limit);
    const sent: string[] = [];
    const stack = documentClient().middlewareStack as MiddlewareStack<object, object>;
    stack.add(
      (next, context) => (args) => {
        sent.push(String((context as { commandName?: string }).commandName));
        return next(args);
      },
      { step: "initialize", name: "recordCommands" },
    );
    try {
      const voter_id = randomUUID();
      const answer = await callHandler("surveys", "POST", "/v1/surveys/answer", {
        site_id: siteId,
        survey_id: survey.id,
        choice_id: "miso",
        voter_id,
      });
      expect(answer.status).toBe(429);
      expect(answer.body.msg).toBe(
        "Too many votes from this connection. Please try again in 10 minutes.",
      );
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((name) => !/^(Get|BatchGet|Query)/.test(name))).toEqual([]);
    } finally {
      stack.remove("recordCommands");
    }
    expect(await countsOf(survey.id)).toEqual({ tomato: 0, lentil: 0, miso: 0 });
  });
});
