// One vote per browser and survey: a random voter id per site and the surveys it
// answered, kept on the device. The server refuses a second vote with the same id.
const key = (siteId: string) => `doc:survey-voter:${siteId}`;

interface VoterRecord {
  voterId: string;
  answered: string[];
}

export function readVoter(siteId: string): VoterRecord {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(key(siteId)) ?? "null",
    ) as VoterRecord | null;
    if (stored && typeof stored.voterId === "string" && Array.isArray(stored.answered))
      return stored;
  } catch {
    // storage disabled or corrupt: start over
  }
  const fresh = { voterId: crypto.randomUUID(), answered: [] };
  writeVoter(siteId, fresh);
  return fresh;
}

export function writeVoter(siteId: string, record: VoterRecord): void {
  try {
    window.localStorage.setItem(key(siteId), JSON.stringify(record));
  } catch {
    // ignored: the server still refuses a second vote from this page's voter id
  }
}

export function markAnswered(siteId: string, surveyId: string): VoterRecord {
  const record = readVoter(siteId);
  const next = { ...record, answered: [...new Set([...record.answered, surveyId])] };
  writeVoter(siteId, next);
  return next;
}
