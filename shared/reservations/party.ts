/**
 * The party as a reservation mail says it: the customer plus their guests (friends), so a
 * solo booking is "1 person" and one with a friend "2 people (you and 1 guest)". A bare
 * "1 guest" read as if the customer were not counted, or were someone's guest.
 */
export function partyText(friends: number): string {
  if (friends <= 0) return "1 person";
  return `${friends + 1} people (you and ${friends} ${friends === 1 ? "guest" : "guests"})`;
}
