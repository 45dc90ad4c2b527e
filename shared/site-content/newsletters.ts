// Newsletters (requirements: public-browsing §2 "Newsletters", §9): grouped by year, newest year first,
// newest first within each year.

export interface NewsletterLike {
  year: number | string;
  /** a calendar date or ISO instant; compared as text, which orders ISO dates correctly */
  date: string;
}

export interface NewsletterGroup<T> {
  year: number;
  heading: string;
  newsletters: T[];
}

export function newsletterHeading(year: number, currentYear: number): string {
  return year === currentYear ? `Current newsletters for ${year}` : `${year} Archives`;
}

export function groupNewsletters<T extends NewsletterLike>(
  newsletters: readonly T[],
  currentYear: number,
): NewsletterGroup<T>[] {
  const byYear = new Map<number, T[]>();
  for (const newsletter of newsletters) {
    const year = Number(newsletter.year);
    byYear.set(year, [...(byYear.get(year) ?? []), newsletter]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, items]) => ({
      year,
      heading: newsletterHeading(year, currentYear),
      newsletters: [...items].sort((a, b) => b.date.localeCompare(a.date)),
    }));
}
