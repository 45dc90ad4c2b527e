import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { VOTE_LIMIT, VOTE_RULE } from "../../functions/surveys/survey-store";
import { api, apiFrom } from "../support/api";
import { createStoredSite, createSurvey, putSurvey } from "../support/factories/content";
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
