/**
 * Key builders, one per entity (docs/data-model.md has the table of keys and access
 * patterns). Every key begins with its site, so a request scoped to site A cannot address an
 * item of site B. The only cross-site key is the published-site directory on gsi2, which
 * holds nothing but the selector's rows.
 */
const S = (siteId: string) => `SITE#${siteId}`;
const pad = (n: number) => String(n).padStart(4, "0");

export const DIRECTORY_PK = "DIRECTORY#public";

export const siteKeys = {
  site: (siteId: string) => ({ pk: S(siteId), sk: "SITE" }),
  bySlug: (slug: string) => ({ gsi1pk: `${S(slug.toLowerCase())}#SLUG`, gsi1sk: "SITE" }),
  directory: (name: string, siteId: string) => ({
    gsi2pk: DIRECTORY_PK,
    gsi2sk: `${name.toLowerCase()}#${siteId}`,
  }),
  userAgent: (siteId: string, day: string, id: string) => ({
    pk: `${S(siteId)}#UA#${day}`,
    sk: id,
  }),
};

/** Public content in the site partition; lists are `begins_with(sk, prefix)` queries. */
export const contentKeys = {
  partition: (siteId: string) => S(siteId),
  section: (siteId: string, slug: string) => ({
    pk: S(siteId),
    sk: `SECTION#${slug.toLowerCase()}`,
  }),
  microsite: (siteId: string) => ({ pk: S(siteId), sk: "MICROSITE" }),
  news: (siteId: string) => ({ pk: S(siteId), sk: "NEWS" }),
  building: (siteId: string, id: string) => ({ pk: S(siteId), sk: `BUILDING#${id}` }),
  location: (siteId: string, id: string) => ({ pk: S(siteId), sk: `LOCATION#${id}` }),
  event: (siteId: string, id: string, startIso: string) => ({
    pk: S(siteId),
    sk: `EVENT#${id}`,
    gsi1pk: `${S(siteId)}#EVENTS`,
    gsi1sk: `${startIso}#${id}`,
  }),
  balancedUEvent: (siteId: string, id: string, startIso: string) => ({
    pk: S(siteId),
    sk: `BUEVENT#${id}`,
    gsi1pk: `${S(siteId)}#BUEVENTS`,
    gsi1sk: `${startIso}#${id}`,
  }),
  specialOffer: (siteId: string, id: string, startIso: string) => ({
    pk: S(siteId),
    sk: `OFFER#${id}`,
    gsi1pk: `${S(siteId)}#OFFERS`,
    gsi1sk: `${startIso}#${id}`,
  }),
  staff: (siteId: string, sort: number, id: string) => ({
    pk: S(siteId),
    sk: `STAFF#${pad(sort)}#${id}`,
  }),
  newsletter: (siteId: string, year: number, date: string, id: string) => ({
    pk: S(siteId),
    sk: `NEWSLETTER#${year}#${date}#${id}`,
  }),
  album: (siteId: string, sort: number, id: string) => ({
    pk: S(siteId),
    sk: `ALBUM#${pad(sort)}#${id}`,
    gsi1pk: `${S(siteId)}#ALBUM#${id}`,
    gsi1sk: "ALBUM",
  }),
  survey: (siteId: string, id: string) => ({ pk: S(siteId), sk: `SURVEY#${id}` }),
  surveyVote: (siteId: string, surveyId: string, voterId: string) => ({
    pk: `${S(siteId)}#SURVEY#${surveyId}`,
    sk: `VOTER#${voterId}`,
  }),
  cateringFile: (siteId: string, sort: number, id: string) => ({
    pk: S(siteId),
    sk: `CATERING#${pad(sort)}#${id}`,
  }),
  blogArticle: (siteId: string, publishedDate: string, id: string) => ({
    pk: S(siteId),
    sk: `BLOG#${publishedDate}#${id}`,
  }),
  meeting: (siteId: string, startIso: string, id: string) => ({
    pk: S(siteId),
    sk: `MEETING#${startIso}#${id}`,
  }),
  faq: (siteId: string) => ({ pk: S(siteId), sk: "FAQ" }),
  faqSubmission: (siteId: string, createdIso: string, id: string) => ({
    pk: `${S(siteId)}#FAQSUB`,
    sk: `${createdIso}#${id}`,
  }),
  feedback: (siteId: string, createdIso: string, id: string) => ({
    pk: `${S(siteId)}#FEEDBACK`,
    sk: `${createdIso}#${id}`,
  }),
  captchaUsed: (siteId: string, signature: string) => ({
    pk: `${S(siteId)}#CAPTCHA#${signature}`,
    sk: "USED",
  }),
};

/** Menus get a partition per location so a day's periods are one query. */
export const menuKeys = {
  partition: (siteId: string, locationId: string) => `${S(siteId)}#LOC#${locationId}`,
  period: (siteId: string, locationId: string, date: string, sort: number, periodId: string) => ({
    pk: `${S(siteId)}#LOC#${locationId}`,
    sk: `MENU#${date}#${pad(sort)}#${periodId}`,
  }),
  closed: (siteId: string, locationId: string, date: string) => ({
    pk: `${S(siteId)}#LOC#${locationId}`,
    sk: `MENU#${date}#CLOSED`,
  }),
  dayPrefix: (date: string) => `MENU#${date}#`,
  legacy: (siteId: string, locationId: string, date: string) => ({
    pk: `${S(siteId)}#LOC#${locationId}`,
    sk: `LEGACY#${date}`,
  }),
};

/** Purchase configuration, in the site partition. */
export const purchaseKeys = {
  orderForm: (siteId: string) => ({ pk: S(siteId), sk: "ORDERFORM" }),
  term: (siteId: string, start: string, id: string) => ({
    pk: S(siteId),
    sk: `TERM#${start}#${id}`,
  }),
  selection: (
    siteId: string,
    kind: "location" | "term" | "type" | "year",
    sort: number,
    id: string,
  ) => ({
    pk: S(siteId),
    sk: `SELECTION#${kind}#${pad(sort)}#${id}`,
  }),
  mealPlan: (siteId: string, sort: number, id: string) => ({
    pk: S(siteId),
    sk: `MEALPLAN#${pad(sort)}#${id}`,
  }),
  customOption: (siteId: string, kind: "swipe" | "db", id: string) => ({
    pk: S(siteId),
    sk: `CUSTOMOPT#${kind}#${id}`,
  }),
  decliningBalance: (siteId: string, id: string) => ({ pk: S(siteId), sk: `DBSETTINGS#${id}` }),
  promoCode: (siteId: string, code: string) => ({
    pk: S(siteId),
    sk: `PROMO#${code.toUpperCase()}`,
  }),
  blockedStudent: (siteId: string, studentId: string) => ({
    pk: S(siteId),
    sk: `BLOCKED#${studentId.toUpperCase()}`,
  }),
  facultyEmail: (siteId: string, email: string) => ({
    pk: S(siteId),
    sk: `FACULTY#${email.toLowerCase()}`,
  }),
};

/** Customers, carts, orders, subscriptions and reservations: their own partitions. */
export const customerKeys = {
  customer: (siteId: string, customerId: string) => ({
    pk: `${S(siteId)}#CUST#${customerId}`,
    sk: "PROFILE",
  }),
  byEmail: (siteId: string, email: string) => ({
    gsi1pk: `${S(siteId)}#EMAIL#${email.toLowerCase()}`,
    gsi1sk: "CUSTOMER",
  }),
  emailClaim: (siteId: string, email: string) => ({
    pk: `${S(siteId)}#EMAIL#${email.toLowerCase()}`,
    sk: "EMAIL",
  }),
  loginFailures: (siteId: string, customerId: string) => ({
    pk: `${S(siteId)}#CUST#${customerId}`,
    sk: "LOGINFAIL",
  }),
  resetToken: (siteId: string, tokenHash: string) => ({
    pk: `${S(siteId)}#RESET#${tokenHash}`,
    sk: "RESET",
  }),
  cart: (siteId: string, cartId: string) => ({ pk: `${S(siteId)}#CART#${cartId}`, sk: "CART" }),
  checkoutClaim: (siteId: string, cartId: string) => ({
    pk: `${S(siteId)}#CART#${cartId}`,
    sk: "CHECKOUT",
  }),
  order: (siteId: string, orderId: string, customerId: string | null, createdIso: string) => ({
    pk: `${S(siteId)}#ORDER#${orderId}`,
    sk: "ORDER",
    ...(customerId
      ? { gsi1pk: `${S(siteId)}#CUST#${customerId}#ORDERS`, gsi1sk: `${createdIso}#${orderId}` }
      : {}),
  }),
  subscription: (
    siteId: string,
    customerId: string,
    subscriptionId: string,
    nextBillDay: string | null,
  ) => ({
    pk: `${S(siteId)}#CUST#${customerId}`,
    sk: `SUB#${subscriptionId}`,
    ...(nextBillDay
      ? { gsi2pk: `${S(siteId)}#BILLDAY#${nextBillDay}`, gsi2sk: `SUB#${subscriptionId}` }
      : {}),
  }),
  subscriptionPayment: (
    siteId: string,
    customerId: string,
    subscriptionId: string,
    createdIso: string,
  ) => ({
    pk: `${S(siteId)}#CUST#${customerId}`,
    sk: `SUB#${subscriptionId}#PAY#${createdIso}`,
  }),
  reservation: (
    siteId: string,
    customerId: string,
    reservationId: string,
    locationId: string,
    date: string,
    hhmm: string,
  ) => ({
    pk: `${S(siteId)}#CUST#${customerId}`,
    sk: `RES#${reservationId}`,
    gsi2pk: `${S(siteId)}#LOC#${locationId}#RES#${date}`,
    gsi2sk: `${hhmm}#${reservationId}`,
  }),
  slotCounter: (siteId: string, locationId: string, date: string, hhmm: string) => ({
    pk: `${S(siteId)}#LOC#${locationId}#SLOTS#${date}`,
    sk: `SLOT#${hhmm}`,
  }),
  slotHolder: (
    siteId: string,
    locationId: string,
    date: string,
    hhmm: string,
    customerId: string,
  ) => ({
    pk: `${S(siteId)}#LOC#${locationId}#SLOTS#${date}`,
    sk: `SLOT#${hhmm}#CUST#${customerId}`,
  }),
};
