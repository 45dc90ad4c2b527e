// Server answers of the visitor forms that the spec does not word (docs/decisions/visitor-forms.md).
export const VISITOR_MESSAGES = {
  surveyAlreadyAnswered: "You have already answered this survey.",
  surveyChoiceUnknown: "That choice does not belong to this survey.",
  surveyNotFound: "We could not find that survey.",
  captchaReplayed: "This ALTCHA verification was already used. Please complete it again.",
  answerNotFound: "We could not find that answer.",
  eventNotFound: "We could not find that event.",
  offerNotFound: "We could not find that special offer.",
  albumNotFound: "We could not find that album.",
} as const;
